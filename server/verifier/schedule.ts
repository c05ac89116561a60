import "server-only";
import { db } from "@/server/db/client";
import { enqueueHost } from "./queue";

const DAY_MS = 86_400_000;
/** Every published listing's site is checked about this often. */
const RECHECK_AFTER_MS = 30 * DAY_MS;
/** A site that failed is tried again this soon: three failures this far apart make it "unreachable". */
const RETRY_FAILED_AFTER_MS = 3 * DAY_MS;
const MAX_SCHEDULED = 20_000;

type DueRow = { id: string; website: string; isNew: boolean; changed: boolean };

function hostOf(website: string): string | null {
  try {
    return new URL(website).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Published listings whose site is due: never checked, changed since the last check, failing, or 30 days old. */
export async function dueListings(now: Date, limit = MAX_SCHEDULED): Promise<DueRow[]> {
  const stale = new Date(now.getTime() - RECHECK_AFTER_MS);
  const retry = new Date(now.getTime() - RETRY_FAILED_AFTER_MS);
  return db.$queryRaw<DueRow[]>`
    SELECT l."id", l."website", (c."listingId" IS NULL) AS "isNew",
      (c."listingId" IS NOT NULL AND c."listingUpdatedAt" IS DISTINCT FROM l."updatedAt") AS "changed"
    FROM "Listing" l LEFT JOIN "ListingWebsiteCheck" c ON c."listingId" = l."id"
    WHERE l."status" = 'published' AND l."website" IS NOT NULL AND l."website" <> ''
      AND (c."listingId" IS NULL OR c."listingUpdatedAt" IS DISTINCT FROM l."updatedAt" OR c."lastCheckedAt" < ${stale}
        OR (c."failureCount" > 0 AND c."lastCheckedAt" < ${retry}))
    ORDER BY (c."listingId" IS NULL) DESC, (c."listingUpdatedAt" IS DISTINCT FROM l."updatedAt") DESC,
      c."lastCheckedAt" ASC NULLS FIRST, l."id"
    LIMIT ${limit}`;
}

/**
 * Queues the due listings as one job per host (new listings first, then changed, then the least recently checked),
 * and answers how many listings were queued.
 */
export async function scheduleDue(now: Date, runId: string | null): Promise<{ listings: number; hosts: number }> {
  const byHost = new Map<string, { ids: string[]; priority: number }>();
  for (const row of await dueListings(now)) {
    const host = hostOf(row.website);
    if (!host) continue;
    const entry = byHost.get(host) ?? { ids: [], priority: 0 };
    entry.ids.push(row.id);
    entry.priority = Math.max(entry.priority, row.isNew ? 2 : row.changed ? 1 : 0);
    byHost.set(host, entry);
  }
  let listings = 0;
  let hosts = 0;
  for (const [host, { ids, priority }] of byHost) {
    if (!(await enqueueHost({ host, listingIds: ids, runId }, priority))) continue;
    listings += ids.length;
    hosts += 1;
  }
  return { listings, hosts };
}
