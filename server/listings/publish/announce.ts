import "server-only";
import { after } from "next/server";
import { listingPath } from "@/lib/directory/kinds";
import type { ListingKind } from "@/lib/directory/kinds";
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { absoluteUrl } from "@/lib/site";
import { db } from "@/server/db/client";
import { indexNowConfig, submitChangedUrls } from "@/server/indexnow";
import { logger } from "@/server/log/logger";

/** A listing's page in every language, as absolute URLs. */
function listingUrlsInEveryLocale(listing: { kind: ListingKind; slug: string }): string[] {
  return LOCALES.map((locale) => absoluteUrl(localePath(locale, listingPath(listing))));
}

async function submitListing(id: string): Promise<void> {
  // Read after the commit: the slug the page now has. An unpublished page changed too (it answers 410 now).
  const listing = await db.listing.findUnique({ where: { id }, select: { kind: true, slug: true } });
  if (listing) await submitChangedUrls(listingUrlsInEveryLocale(listing));
}

/**
 * Call after a publishing transaction has committed (or a public listing's page changed or went): its URLs in all six
 * languages are submitted to IndexNow when INDEXNOW_KEY is set. Never awaited by the write and never throws: in a
 * request it runs after the response (next/server `after`), elsewhere (jobs, scripts) in the background.
 */
export function announceListingChange(change: { id: string }): void {
  if (!indexNowConfig()) return;
  const run = () =>
    submitListing(change.id).catch((error: unknown) =>
      logger.warn({ err: error, listingId: change.id }, "IndexNow announcement failed"),
    );
  try {
    after(run);
  } catch {
    // Outside a request scope `after` throws: nothing waits for the response there.
    void run();
  }
}
