import "server-only";
import { KIND_TO_CATEGORY, listingPath, type DetailRoute } from "@/lib/directory/kinds";
import { placeLabelIn } from "@/lib/geo/country-name";
import { formatDate } from "@/lib/i18n/format";
import { localizedListing } from "@/lib/i18n/listing-content";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { factSummary } from "@/lib/listings/fact-format";
import { factWords } from "@/lib/listings/fact-words";
import { factsOfKind } from "@/lib/listings/kind-facts";
import { absoluteUrl } from "@/lib/site";
import { findDetail } from "./detail-page";
import type { ListingDetail } from "./select";

/** Markdown's special characters in text a listing's owner wrote, so it reads as text and never as markup. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_{}[\]<>()#+\-.!|~])/g, "\\$1");
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A listing as Markdown in one language, for AI crawlers and readers: what it is, where, its facts in the words of
 * the page and the sources and date they were checked. Unknown facts are left out, and the text says when none is
 * known. Null when the URL names no published listing.
 */
export async function listingMarkdown(route: DetailRoute, slugOrId: string, locale: Locale): Promise<string | null> {
  const found = await findDetail(route, slugOrId);
  return found ? renderMarkdown(localizedListing(found, locale), locale) : null;
}

async function renderMarkdown(listing: ListingDetail, locale: Locale): Promise<string> {
  const [t, facts, kinds, verified] = await Promise.all([
    translator(locale, "markdown"),
    translator(locale, "facts"),
    translator(locale, "kinds"),
    translator(locale, "facts.verified"),
  ]);
  const words = factWords(locale, facts);
  const url = absoluteUrl(localePath(locale, listingPath(listing)));
  const lines = [`# ${escapeMarkdown(listing.name)}`, ""];
  const summary = listing.shortDescription ?? listing.description;
  if (summary) lines.push(`> ${escapeMarkdown(oneLine(summary))}`, "");
  lines.push(
    `- ${t("kind")}: ${kinds(`kinds.${listing.kind}`)} (${kinds(`categories.${KIND_TO_CATEGORY[listing.kind]}`)})`,
  );
  const place = [listing.city, listing.country].filter(Boolean).join(", ");
  if (place) lines.push(`- ${t("place")}: ${escapeMarkdown(placeLabelIn(locale, place))}`);
  if (listing.website) lines.push(`- ${t("website")}: <${listing.website}>`);
  lines.push(
    `- ${t("rating")}: ${
      listing.rating !== null && listing.reviewCount > 0
        ? t("ratingValue", { rating: listing.rating.toFixed(1), count: listing.reviewCount })
        : t("noRating")
    }`,
  );
  lines.push(`- ${t("page")}: <${url}>`, "", `## ${t("facts")}`, "");
  const known = factsOfKind(listing.kind).flatMap((key) => {
    const text = factSummary(listing, key, words);
    return text ? [`- **${words.label(key, listing.kind)}**: ${escapeMarkdown(oneLine(text))}`] : [];
  });
  lines.push(...(known.length ? known : [t("noFacts")]), "");
  const date = listing.lastVerifiedAt ? formatDate(locale, listing.lastVerifiedAt) : null;
  lines.push(
    date
      ? verified.markup("line", { date, who: listing.verifiedBy ?? "admin", time: (chunks) => chunks })
      : verified("never"),
  );
  if (listing.sourceUrls.length) {
    lines.push("", verified("sources", { count: listing.sourceUrls.length }));
    for (const source of listing.sourceUrls) lines.push(`- <${source}>`);
  }
  if (listing.longDescription && listing.longDescription !== summary)
    lines.push("", `## ${t("about")}`, "", escapeMarkdown(listing.longDescription.trim()));
  return `${lines.join("\n")}\n`;
}
