import "server-only";
import { logger } from "@/server/log/logger";
import { unstable_rethrow } from "next/navigation";
import type { DirectoryInitial } from "@/components/directory/directory-results";
import { directoryApiUrl, directoryQuery, pageOffset, type DirectoryState } from "@/lib/directory/directory-schema";
import { toCardListing } from "@/lib/listings/card-listing";
import { optionLabelOf } from "@/lib/listings/option-labels";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { proximityWords } from "@/components/directory/proximity-words";
import { placeProblemIn } from "@/server/geo/place-messages";
import { directoryListings } from "@/server/listings/read/directory";
import { getSponsoredOfKind } from "@/server/featured/queries";
import { DIRECTORY_CATEGORIES, type ListingKind } from "@/lib/directory/kinds";
import { activeFilterCount } from "@/lib/directory/directory-state";

/**
 * The kind whose sponsored places head the page: only a kind's own view, unnarrowed, on its first page (a search,
 * a filter or a place asks for the results alone).
 */
function sponsoredKindOf(state: DirectoryState, page: number): ListingKind | null {
  if (state.category === "all" || page > 1 || state.search || state.near || activeFilterCount(state)) return null;
  return DIRECTORY_CATEGORIES[state.category];
}

/**
 * The server-rendered page of a directory view (the first, or the one Load More's link asks for); a failure becomes
 * the page's load-failure state, not a crash.
 */
export async function loadDirectoryPage(state: DirectoryState, locale: Locale, page = 1): Promise<DirectoryInitial> {
  const query = directoryQuery(state, pageOffset(page));
  const key = directoryApiUrl(query, locale);
  try {
    const kind = sponsoredKindOf(state, page);
    const [results, t, options, sponsoredRows] = await Promise.all([
      directoryListings(query),
      translator(locale, "near.proximity"),
      translator(locale, "options"),
      kind ? getSponsoredOfKind(kind) : [],
    ]);
    if (!results.ok) {
      const nearError = await placeProblemIn(locale, results);
      return { state, page, key, items: [], failed: false, place: null, nearError };
    }
    const context = { locale, near: results.place, words: proximityWords(t), label: optionLabelOf(options) };
    const items = results.items.map((item) => toCardListing(item, context));
    const sponsored = sponsoredRows.map((row) => toCardListing(row, context));
    return { state, page, key, items, failed: false, place: results.place, sponsored };
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ err: error }, "directory: loading the first page failed");
    return { state, page, key, items: [], failed: true, place: null };
  }
}
