import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { categoryHref, DIRECTORY_PATH } from "@/lib/directory/directory-path";
import {
  apiSegmentOfKind,
  DIRECTORY_CATEGORIES,
  DIRECTORY_PILLS,
  LISTING_KINDS,
  listingPath,
} from "@/lib/directory/kinds";
import { feedPath } from "@/lib/feeds/feed-path";
import { truncate } from "@/lib/format";
import { localizedListing } from "@/lib/i18n/listing-content";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { HOW_WE_RANK_PATH } from "@/lib/listings/ranking";
import { HOW_REVIEWS_WORK_PATH } from "@/lib/reviews/review-rules";
import { absoluteUrl, SITE_NAME } from "@/lib/site";
import { allPublishedListings, feedPlaces, listingCountsByKind } from "./queries";

const TOP_PLACES = 20;
const SUMMARY_MAX = 200;

// Link text and descriptions come from names in the database: brackets and line breaks would break the list syntax.
const linkText = (text: string) => text.replace(/[\r\n]+/g, " ").replace(/[[\]]/g, "");
const oneLine = (text: string) => truncate(text.replace(/\s+/g, " ").trim(), SUMMARY_MAX);
const link = (title: string, path: string, note?: string) =>
  `- [${linkText(title)}](${absoluteUrl(path)})${note ? `: ${oneLine(note)}` : ""}`;

/**
 * /llms.txt (the llms.txt format: an H1, a summary in a blockquote, then sections of links) and, with `full`,
 * /llms-full.txt, which adds every published listing's one-line summary and its Markdown copy. In English, the
 * directory's default language; each listing's Markdown copy exists in every language.
 */
export async function llmsText(full: boolean): Promise<string> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");
  const [counts, places, kinds] = await Promise.all([
    listingCountsByKind(),
    feedPlaces(),
    translator(DEFAULT_LOCALE, "kinds"),
  ]);
  const lines = [
    `# ${SITE_NAME}`,
    "",
    '> A public directory of health-optimisation and longevity clinics, labs, practitioners, wearables, supplements, foods, apps, communities and brands, mainly in Europe, in English, German, French, Spanish, Italian and Dutch. Every fact on a listing carries its source and the date it was checked; unknown facts are left empty. Ratings are the plain mean of published member reviews, and paid places are labelled "Sponsored" and never change the order.',
    "",
    "Each listing page has a Markdown copy at its URL with `.md` appended. Pages in other languages are under /de, /fr, /es, /it and /nl.",
    "",
    "## Kinds",
    "",
    ...DIRECTORY_PILLS.filter((pill) => pill !== "all").map((category) => {
      const kind = DIRECTORY_CATEGORIES[category];
      return link(kinds(`categories.${category}`), categoryHref(category), `${counts[kind] ?? 0} published listings`);
    }),
    "",
    "## Places",
    "",
    ...[...places.countries, ...places.cities]
      .sort((a, b) => b.count - a.count)
      .slice(0, TOP_PLACES)
      .map((place) =>
        link(
          place.name === place.country ? place.name : `${place.name}, ${place.country}`,
          `${DIRECTORY_PATH}?near=${encodeURIComponent(place.name)}`,
          `${place.count} published listings`,
        ),
      ),
    "",
    "## How it works",
    "",
    link("How we rank", HOW_WE_RANK_PATH, "the parameters of each order, and how paid places are shown"),
    link("How reviews work", HOW_REVIEWS_WORK_PATH, "who can review, verification, moderation and the rating"),
    link("Help", "/help"),
    link("Add a brand", "/addnew", "anyone can submit a listing; an editor reviews it"),
    "",
    "## API and feeds",
    "",
    link("API reference", "/developers", "the public read API v1: listings, kinds, places and facts"),
    link("OpenAPI document", "/api/v1/openapi.json", "OpenAPI 3.1"),
    link("Listings (API v1)", "/api/v1/listings?limit=20", "the directory's filters as query parameters"),
    ...LISTING_KINDS.map((kind) => link(`JSON: ${kinds(`kinds.${kind}`)}`, `/api/${apiSegmentOfKind(kind)}?limit=20`)),
    link("New listings (RSS)", feedPath({ type: "new" })),
    link("New listings (Atom)", feedPath({ type: "new" }, "atom")),
    link("New listings (JSON Feed)", feedPath({ type: "new" }, "json")),
    "",
    "## Optional",
    "",
    full
      ? link("llms.txt", "/llms.txt", "the short version of this file")
      : link("llms-full.txt", "/llms-full.txt", "every published listing with its one-line summary"),
  ];
  if (full) {
    lines.push("", "## Listings", "");
    for (const listing of await allPublishedListings()) {
      const shown = localizedListing(listing, DEFAULT_LOCALE);
      const summary = shown.shortDescription ?? shown.description ?? "";
      lines.push(
        link(`${listing.name} (${kinds(`kinds.${listing.kind}`)})`, `${listingPath(listing)}.md`, summary || undefined),
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
