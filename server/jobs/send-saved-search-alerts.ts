import "server-only";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import type { DirectoryView } from "@/lib/directory/directory-path";
import { parseDirectoryQuery } from "@/lib/directory/directory-api-schema";
import { ALERT_DIGEST_TEMPLATE } from "@/lib/email/templates/alert-digest";
import { savedSearchEmail } from "@/lib/email/templates/saved-search-alert";
import { emailCopy } from "@/lib/email/templates/email-copy";
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { absoluteUrl } from "@/lib/site";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { sendEmail } from "@/server/email";
import { directoryMatchesAmong } from "@/server/listings/read";
import { logger } from "@/server/log/logger";

/** Listings per email; what matches beyond waits for the next one (the saved search's clock stops before it). */
const MAX_LISTINGS_PER_EMAIL = 50;
/** Saved searches worked on side by side (fewer when the connection pool is smaller). */
const SEND_CONCURRENCY = 8;
/** Saved searches read per query, keyset-paged by id. */
const BATCH_SIZE = 1_000;
/** A run starts no new batch after this long, so it fits a scheduler's time limit; the next run goes on. */
const TIME_BUDGET_MS = 4 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;

export type SavedSearchRunSummary = {
  /** Due saved searches looked at. */
  considered: number;
  /** Distinct criteria (view and query) searched for, each once. */
  criteria: number;
  sent: number;
  duplicate: number;
  failed: number;
  /** Every due saved search was looked at (false: the time budget ran out first). */
  finished: boolean;
};

type Frequency = "instant" | "daily" | "weekly";

/** The window an email belongs to, in its dedupe key: the hour, the day or the week it was sent for. */
function windowOf(frequency: Frequency, now: Date): string {
  if (frequency === "instant") return now.toISOString().slice(0, 13);
  if (frequency === "daily") return now.toISOString().slice(0, 10);
  return `w${Math.floor(now.getTime() / WEEK_MS)}`;
}

/**
 * Due saved searches (of "SavedSearch" s LEFT JOIN "User" u): active, confirmed, of a confirmed address, not looked at
 * yet in this hour, and not sent within their frequency (instant: this hour; daily: this UTC day; weekly: the last 7
 * days).
 */
function dueSql(now: Date): Prisma.Sql {
  const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const dayStart = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  return Prisma.sql`s."active" AND s."confirmedAt" IS NOT NULL
    AND (s."userId" IS NULL OR u."emailVerified" IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM "Subscription" country WHERE country."id" = s."subscriptionId" AND country."placeCity" IS NULL)
    AND (s."checkedAt" IS NULL OR s."checkedAt" < ${hourStart})
    AND (s."lastNotifiedAt" IS NULL
      OR (s."frequency" = 'instant' AND s."lastNotifiedAt" < ${hourStart})
      OR (s."frequency" = 'daily' AND s."lastNotifiedAt" < ${dayStart})
      OR (s."frequency" = 'weekly' AND s."lastNotifiedAt" < ${weekAgo}))`;
}

/**
 * Listings published after this are new to a saved search: its clock (checkedAt) stops where it was last looked at,
 * or before the first listing an email had no room for; a search never looked at counts from its last email (a
 * location alert's, for one moved from an alert) or from when it was saved.
 */
const SINCE_SQL = Prisma.sql`coalesce(s."checkedAt", s."lastNotifiedAt", s."createdAt")`;

type Due = {
  id: string;
  name: string;
  view: string;
  query: string;
  frequency: Frequency;
  locale: string;
  unsubscribeToken: string;
  since: Date;
  to: string | null;
};

async function dueBatch(now: Date, afterId: string, size: number): Promise<Due[]> {
  return db.$queryRaw<Due[]>`
    SELECT s."id", s."name", s."view", s."query", s."frequency"::text AS "frequency", s."locale",
      s."unsubscribeToken", ${SINCE_SQL} AS "since", coalesce(u."email", s."email") AS "to"
    FROM "SavedSearch" s LEFT JOIN "User" u ON u."id" = s."userId"
    WHERE ${dueSql(now)} AND s."id" > ${afterId}
    ORDER BY s."id"
    LIMIT ${size}`;
}

type NewListing = { id: string; name: string; kind: ListingKind; slug: string; publishedAt: Date };

/** The listings new to some due saved search: published after the earliest `since` among them, up to `now`. */
async function newListings(now: Date): Promise<{ since: Date | null; listings: NewListing[] }> {
  const [window] = await db.$queryRaw<{ since: Date | null }[]>`
    SELECT min(${SINCE_SQL}) AS "since" FROM "SavedSearch" s LEFT JOIN "User" u ON u."id" = s."userId"
    WHERE ${dueSql(now)}`;
  const since = window?.since ?? null;
  if (!since) return { since, listings: [] };
  const rows = await db.listing.findMany({
    where: { status: "published", publishedAt: { gt: since, lte: now } },
    select: { id: true, name: true, kind: true, slug: true, publishedAt: true },
    orderBy: [{ publishedAt: "asc" }, { id: "asc" }],
  });
  return { since, listings: rows.flatMap(({ publishedAt, ...row }) => (publishedAt ? [{ ...row, publishedAt }] : [])) };
}

/**
 * Which of the new listings a saved search's criteria find, by the directory's own search kept to them: a match is
 * one the page lists, however far down. Criteria the directory no longer accepts find none.
 */
async function criteriaMatches(view: string, query: string, ids: readonly string[]): Promise<Set<string>> {
  let directory;
  try {
    directory = parseDirectoryQuery(view as DirectoryView, new URLSearchParams(query));
  } catch {
    logger.warn({ view, query }, "saved search criteria no longer accepted");
    return new Set();
  }
  return new Set(await directoryMatchesAmong(directory, ids));
}

/** Each locale's copy and kind names, read once per process. */
const copies = new Map<Locale, ReturnType<typeof loadCopy>>();
function loadCopy(locale: Locale) {
  return Promise.all([emailCopy(locale), translator(locale, "kinds.kinds")]);
}
function copyOf(locale: Locale) {
  let copy = copies.get(locale);
  if (!copy) copies.set(locale, (copy = loadCopy(locale)));
  return copy;
}

/**
 * One email of new matches (oldest first, at most MAX_LISTINGS_PER_EMAIL). Its listings are recorded with the email
 * and marked sent with it, so a listing goes once per saved search whatever runs again; when some did not fit, the
 * search's clock stops just before the last one listed, and the rest come in the next email.
 */
async function sendOne(search: Due, matches: NewListing[], now: Date): Promise<"sent" | "duplicate" | "failed"> {
  const listings = matches.slice(0, MAX_LISTINGS_PER_EMAIL);
  const checkedAt = matches.length > listings.length ? new Date(listings.at(-1)!.publishedAt.getTime() - 1) : now;
  const locale = isLocale(search.locale) ? search.locale : DEFAULT_LOCALE;
  const [copy, kinds] = await copyOf(locale);
  const token = search.unsubscribeToken;
  const criteria = [
    ...(search.view === "all" ? [] : [["category", search.view]]),
    ...new URLSearchParams(search.query),
  ];
  const email = savedSearchEmail(copy, {
    name: search.name,
    listings: listings.map((listing) => ({
      name: listing.name,
      kindLabel: kinds(listing.kind),
      url: absoluteUrl(localePath(locale, listingPath(listing))),
    })),
    viewUrl: absoluteUrl(localePath(locale, `/directory?${new URLSearchParams(criteria).toString()}`)),
    pauseUrl: absoluteUrl(localePath(locale, `/saved-searches/pause?token=${token}`)),
    unsubscribeUrl: absoluteUrl(localePath(locale, `/saved-searches/unsubscribe?token=${token}`)),
    oneClickUnsubscribeUrl: absoluteUrl(`/api/saved-searches/unsubscribe?token=${token}`),
  });
  const listed = listings.map((listing) => listing.id);
  const result = await sendEmail(
    {
      ...email,
      to: search.to!,
      template: ALERT_DIGEST_TEMPLATE,
      dedupeKey: `saved-search:${search.id}:${windowOf(search.frequency, now)}`,
    },
    {
      async onRecorded(tx) {
        await tx.savedSearchAlert.createMany({
          data: listed.map((listingId) => ({ savedSearchId: search.id, listingId })),
          skipDuplicates: true,
        });
      },
      async onSent(tx) {
        await tx.savedSearchAlert.updateMany({
          where: { savedSearchId: search.id, listingId: { in: listed }, sentAt: null },
          data: { sentAt: now },
        });
        await tx.savedSearch.updateMany({ where: { id: search.id }, data: { lastNotifiedAt: now, checkedAt } });
      },
    },
  );
  if (result.status === "sent" || result.status === "written") return "sent";
  return result.status === "duplicate" ? "duplicate" : "failed";
}

/** The listings already sent to each of these saved searches, among the new ones. */
async function sentAmong(batch: Due[], ids: string[]): Promise<Map<string, Set<string>>> {
  const rows = ids.length
    ? await db.savedSearchAlert.findMany({
        where: {
          savedSearchId: { in: batch.map((search) => search.id) },
          listingId: { in: ids },
          sentAt: { not: null },
        },
        select: { savedSearchId: true, listingId: true },
      })
    : [];
  const sent = new Map<string, Set<string>>();
  for (const row of rows) {
    let set = sent.get(row.savedSearchId);
    if (!set) sent.set(row.savedSearchId, (set = new Set()));
    set.add(row.listingId);
  }
  return sent;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Sends each due saved search what newly matches it, in its saver's language, through the one outbox (a dedupe key
 * per saved search and window) with the one-click List-Unsubscribe headers. Set-based: the new listings are read
 * once, each distinct criteria is searched once among them (by the directory's own search, so no match is cut off
 * below the first results), and the matches go out to every due saved search with those criteria. Saved searches
 * are read in keyset batches by id until the time budget is spent; each one looked at is marked checked for this
 * hour, so the next run goes on with the rest. A failed or duplicate email leaves the search unchecked: it is tried
 * again (under the same window's key, so never sent twice). Called by the cron route.
 */
export async function sendSavedSearchAlerts({
  now = new Date(),
  batchSize = BATCH_SIZE,
  budgetMs = TIME_BUDGET_MS,
}: { now?: Date; batchSize?: number; budgetMs?: number } = {}): Promise<SavedSearchRunSummary> {
  const started = Date.now();
  // Emails go out side by side, each on a connection of its own, leaving one for the rest of the process.
  const concurrency = Math.max(1, Math.min(SEND_CONCURRENCY, env().DATABASE_POOL_SIZE - 1));
  const summary: SavedSearchRunSummary = {
    considered: 0,
    criteria: 0,
    sent: 0,
    duplicate: 0,
    failed: 0,
    finished: false,
  };
  const { since: windowStart, listings } = await newListings(now);
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const ids = listings.map((listing) => listing.id);
  const byCriteria = new Map<string, Promise<Set<string>>>();
  const matchesOf = (search: Due) => {
    const key = `${search.view}?${search.query}`;
    let found = byCriteria.get(key);
    if (!found) {
      summary.criteria++;
      byCriteria.set(key, (found = criteriaMatches(search.view, search.query, ids)));
    }
    return found;
  };

  let afterId = "";
  // At least one batch a run, however small the budget, so every run moves on.
  while (windowStart) {
    const batch = await dueBatch(now, afterId, batchSize);
    const sent = await sentAmong(batch, ids);
    const checked: string[] = [];
    // Due only since this run read the new listings (resumed, confirmed): the next run has its listings.
    const looked = batch.filter((search) => search.since >= windowStart && search.to);
    await inParallel(looked, concurrency, async (search) => {
      summary.considered++;
      try {
        const already = sent.get(search.id);
        const matches = [...(await matchesOf(search))]
          .flatMap((id) => byId.get(id) ?? [])
          .filter((listing) => listing.publishedAt > search.since && !already?.has(listing.id))
          .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id));
        if (matches.length === 0) checked.push(search.id);
        else summary[await sendOne(search, matches, now)]++;
      } catch (error) {
        logger.error({ savedSearchId: search.id, err: error }, "saved search alert failed");
        summary.failed++;
      }
    });
    if (checked.length) await db.savedSearch.updateMany({ where: { id: { in: checked } }, data: { checkedAt: now } });
    if (batch.length < batchSize) {
      summary.finished = true;
      break;
    }
    if (Date.now() - started >= budgetMs) break;
    afterId = batch.at(-1)!.id;
  }
  if (!windowStart) summary.finished = true;
  return summary;
}
