import "server-only";
import { Feed } from "feed";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { categoryHref, DIRECTORY_PATH } from "@/lib/directory/directory-path";
import { KIND_TO_CATEGORY, listingPath } from "@/lib/directory/kinds";
import { feedPath, type FeedFormat, type FeedScope } from "@/lib/feeds/feed-path";
import { truncate } from "@/lib/format";
import { countryNameIn } from "@/lib/geo/country-name";
import { localizedListing } from "@/lib/i18n/listing-content";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { absoluteUrl, SITE_NAME } from "@/lib/site";
import { feedListings, feedPlaces, type FeedListing } from "./queries";

const SUMMARY_MAX = 300;

function summaryOf(listing: FeedListing, locale: Locale): string {
  const shown = localizedListing(listing, locale);
  const text = (shown.shortDescription ?? shown.description ?? shown.longDescription ?? "").trim();
  return truncate(text, SUMMARY_MAX);
}

/** The page a feed mirrors: home for new listings, else the directory view of the same listings. */
function mirroredPath(scope: FeedScope, placeName: string | null): string {
  switch (scope.type) {
    case "new":
      return "/";
    case "category":
      return categoryHref(scope.category);
    case "country":
    case "city":
      return `${DIRECTORY_PATH}?near=${encodeURIComponent(placeName ?? "")}`;
  }
}

async function placeName(scope: FeedScope): Promise<string | null> {
  if (scope.type !== "country" && scope.type !== "city") return null;
  const places = await feedPlaces();
  const list = scope.type === "country" ? places.countries : places.cities;
  return list.find((place) => place.key === (scope.type === "country" ? scope.code : scope.slug))?.name ?? null;
}

/**
 * One feed as text in one language and format, or null when the scope has no feed. Cached per feed and revalidated
 * with every listing change, like the directory pages it mirrors; the scope is checked against the known places
 * before the cache is entered, so made-up names never fill it.
 */
export async function renderFeed(locale: Locale, scope: FeedScope, format: FeedFormat): Promise<string | null> {
  if ((scope.type === "country" || scope.type === "city") && !(await placeName(scope))) return null;
  return cachedFeed(locale, scope, format);
}

async function cachedFeed(locale: Locale, scope: FeedScope, format: FeedFormat): Promise<string> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");
  const [listings, name, t, kinds] = await Promise.all([
    feedListings(scope),
    placeName(scope),
    translator(locale, "feeds"),
    translator(locale, "kinds"),
  ]);
  const place = name && scope.type === "country" ? countryNameIn(locale, name) : name;
  const title =
    scope.type === "new"
      ? t("newTitle", { site: SITE_NAME })
      : scope.type === "category"
        ? t("categoryTitle", { category: kinds(`categories.${scope.category}`), site: SITE_NAME })
        : t("placeTitle", { place: place ?? "", site: SITE_NAME });
  const self = (as: FeedFormat) => absoluteUrl(localePath(locale, feedPath(scope, as)));
  const items = listings ?? [];
  const dated = (listing: FeedListing) => listing.firstPublishedAt ?? listing.createdAt;
  const feed = new Feed({
    id: self(format),
    title,
    description: t("description"),
    link: absoluteUrl(localePath(locale, mirroredPath(scope, name))),
    language: locale,
    updated: items.length ? new Date(Math.max(...items.map((listing) => dated(listing).getTime()))) : new Date(0),
    generator: SITE_NAME,
    favicon: absoluteUrl("/icon.svg"),
    copyright: SITE_NAME,
    feedLinks: { rss: self("rss"), atom: self("atom"), json: self("json") },
  });
  for (const listing of items) {
    const url = absoluteUrl(localePath(locale, listingPath(listing)));
    const where = [listing.city, listing.country && countryNameIn(locale, listing.country)].filter(Boolean).join(", ");
    feed.addItem({
      id: url,
      link: url,
      title: listing.name,
      description: summaryOf(listing, locale),
      date: dated(listing),
      published: dated(listing),
      category: [
        { name: kinds(`kinds.${listing.kind}`), term: KIND_TO_CATEGORY[listing.kind] },
        ...(where ? [{ name: where, term: "place" }] : []),
      ],
    });
  }
  return format === "rss" ? feed.rss2() : format === "atom" ? feed.atom1() : feed.json1();
}
