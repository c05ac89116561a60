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

/**
 * The server-rendered page of a directory view (the first, or the one Load More's link asks for); a failure becomes
 * the page's load-failure state, not a crash.
 */
export async function loadDirectoryPage(state: DirectoryState, locale: Locale, page = 1): Promise<DirectoryInitial> {
  const query = directoryQuery(state, pageOffset(page));
  const key = directoryApiUrl(query, locale);
  try {
    const [results, t, options] = await Promise.all([
      directoryListings(query),
      translator(locale, "near.proximity"),
      translator(locale, "options"),
    ]);
    if (!results.ok) {
      const nearError = await placeProblemIn(locale, results);
      return { state, page, key, items: [], failed: false, place: null, nearError };
    }
    const context = { locale, near: results.place, words: proximityWords(t), label: optionLabelOf(options) };
    const items = results.items.map((item) => toCardListing(item, context));
    return { state, page, key, items, failed: false, place: results.place };
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ err: error }, "directory: loading the first page failed");
    return { state, page, key, items: [], failed: true, place: null };
  }
}
