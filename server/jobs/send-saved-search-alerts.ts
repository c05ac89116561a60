import "server-only";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import type { DirectoryView } from "@/lib/directory/directory-path";
import { parseDirectoryQuery } from "@/lib/directory/directory-api-schema";
import { ALERT_DIGEST_TEMPLATE } from "@/lib/email/templates/alert-digest";
import { savedSearchEmail } from "@/lib/email/templates/saved-search-alert";
import { emailCopy } from "@/lib/email/templates/email-copy";
import { DEFAULT_LOCALE, isLocale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { absoluteUrl } from "@/lib/site";
import { db } from "@/server/db/client";
import { sendEmail } from "@/server/email";
import { directoryListings } from "@/server/listings/read";
import { logger } from "@/server/log/logger";

/** Listings per email; what matches beyond waits for the next one. */
const MAX_LISTINGS_PER_EMAIL = 50;
const MAX_SEARCHES_PER_RUN = 500;
const HOUR_MS = 60 * 60 * 1000;

export type SavedSearchRunSummary = { considered: number; sent: number; duplicate: number; failed: number };

/** When a saved search is next due: instant ones every run (hourly), daily once per UTC day, weekly once per 7 days. */
function dueBefore(frequency: "instant" | "daily" | "weekly", now: Date): Date {
  if (frequency === "instant") return now;
  if (frequency === "daily") return new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  return new Date(now.getTime() - 7 * 24 * HOUR_MS);
}

/** The window an email belongs to, in its dedupe key: the hour, the day or the week it was sent for. */
function windowOf(frequency: "instant" | "daily" | "weekly", now: Date): string {
  if (frequency === "instant") return now.toISOString().slice(0, 13);
  if (frequency === "daily") return now.toISOString().slice(0, 10);
  return `w${Math.floor(now.getTime() / (7 * 24 * HOUR_MS))}`;
}

type Due = {
  id: string;
  name: string;
  view: string;
  query: string;
  frequency: "instant" | "daily" | "weekly";
  locale: string;
  unsubscribeToken: string;
  createdAt: Date;
  lastNotifiedAt: Date | null;
  to: string;
};

async function dueSearches(now: Date, limit: number): Promise<Due[]> {
  const rows = await db.savedSearch.findMany({
    where: {
      active: true,
      confirmedAt: { not: null },
      OR: [{ userId: null }, { user: { emailVerified: { not: null } } }],
    },
    orderBy: { id: "asc" },
    take: limit * 4,
    select: {
      id: true,
      name: true,
      view: true,
      query: true,
      frequency: true,
      locale: true,
      unsubscribeToken: true,
      createdAt: true,
      lastNotifiedAt: true,
      email: true,
      subscriptionId: true,
      user: { select: { email: true } },
    },
  });
  // A saved search moved from a location alert is sent by that alert's digest while the alert exists: never both.
  const movedFrom = rows.flatMap((row) => (row.subscriptionId ? [row.subscriptionId] : []));
  const alerts = new Set(
    movedFrom.length
      ? (await db.subscription.findMany({ where: { id: { in: movedFrom } }, select: { id: true } })).map(
          (row) => row.id,
        )
      : [],
  );
  return rows
    .filter((row) => !row.subscriptionId || !alerts.has(row.subscriptionId))
    .filter((row) => !row.lastNotifiedAt || row.lastNotifiedAt < dueBefore(row.frequency, now))
    .slice(0, limit)
    .flatMap(({ email, user, subscriptionId: _moved, ...row }) => {
      const to = user?.email ?? email;
      return to ? [{ ...row, to }] : [];
    });
}

/**
 * The listings that newly match one saved search: published since it was saved (or last sent), among its view's
 * results, and never one already recorded for it.
 */
async function newMatches(search: Due): Promise<{ id: string; name: string; kind: ListingKind; slug: string }[]> {
  const query = { ...parseDirectoryQuery(search.view as DirectoryView, new URLSearchParams(search.query)), limit: 100 };
  const results = await directoryListings(query);
  if (!results.ok) return [];
  const since = search.lastNotifiedAt ?? search.createdAt;
  const ids = results.items.map((item) => item.id);
  const [fresh, sent] = await Promise.all([
    db.listing.findMany({
      where: { id: { in: ids }, status: "published", publishedAt: { gt: since } },
      select: { id: true, name: true, kind: true, slug: true },
    }),
    db.savedSearchAlert.findMany({
      where: { savedSearchId: search.id, listingId: { in: ids } },
      select: { listingId: true },
    }),
  ]);
  const already = new Set(sent.map((row) => row.listingId));
  return fresh.filter((listing) => !already.has(listing.id)).slice(0, MAX_LISTINGS_PER_EMAIL);
}

async function sendOne(search: Due, now: Date): Promise<"sent" | "duplicate" | "failed" | "empty"> {
  const listings = await newMatches(search);
  if (listings.length === 0) return "empty";
  const locale = isLocale(search.locale) ? search.locale : DEFAULT_LOCALE;
  const [copy, kinds] = await Promise.all([emailCopy(locale), translator(locale, "kinds.kinds")]);
  const token = search.unsubscribeToken;
  const email = savedSearchEmail(copy, {
    name: search.name,
    listings: listings.map((listing) => ({
      name: listing.name,
      kindLabel: kinds(listing.kind),
      url: absoluteUrl(localePath(locale, listingPath(listing))),
    })),
    viewUrl: absoluteUrl(
      localePath(
        locale,
        `/directory?${new URLSearchParams([...(search.view === "all" ? [] : [["category", search.view]]), ...new URLSearchParams(search.query)]).toString()}`,
      ),
    ),
    pauseUrl: absoluteUrl(`/saved-searches/pause?token=${token}`),
    unsubscribeUrl: absoluteUrl(`/saved-searches/unsubscribe?token=${token}`),
    oneClickUnsubscribeUrl: absoluteUrl(`/api/saved-searches/unsubscribe?token=${token}`),
  });
  const result = await sendEmail(
    {
      ...email,
      to: search.to,
      template: ALERT_DIGEST_TEMPLATE,
      dedupeKey: `saved-search:${search.id}:${windowOf(search.frequency, now)}`,
    },
    {
      // The listings are recorded with the email: a listing is sent once per saved search, whatever runs again.
      async onRecorded(tx) {
        await tx.savedSearchAlert.createMany({
          data: listings.map((listing) => ({ savedSearchId: search.id, listingId: listing.id })),
          skipDuplicates: true,
        });
      },
      async onSent(tx) {
        await tx.savedSearchAlert.updateMany({
          where: { savedSearchId: search.id, sentAt: null },
          data: { sentAt: now },
        });
        await tx.savedSearch.updateMany({ where: { id: search.id }, data: { lastNotifiedAt: now } });
      },
    },
  );
  if (result.status === "sent" || result.status === "written") return "sent";
  return result.status === "duplicate" ? "duplicate" : "failed";
}

/**
 * Sends each due saved search what newly matches it, in its saver's language, through the one outbox (a dedupe key
 * per saved search and window) with the one-click List-Unsubscribe headers. Called by the cron route.
 */
export async function sendSavedSearchAlerts({
  now = new Date(),
  limit = MAX_SEARCHES_PER_RUN,
}: { now?: Date; limit?: number } = {}): Promise<SavedSearchRunSummary> {
  const summary: SavedSearchRunSummary = { considered: 0, sent: 0, duplicate: 0, failed: 0 };
  for (const search of await dueSearches(now, limit)) {
    summary.considered++;
    try {
      const status = await sendOne(search, now);
      if (status !== "empty") summary[status]++;
    } catch (error) {
      logger.error({ savedSearchId: search.id, err: error }, "saved search alert failed");
      summary.failed++;
    }
  }
  return summary;
}
