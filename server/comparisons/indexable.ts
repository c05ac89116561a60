import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { candidateSlugs, comparePath, parseComparePath, resolveComparison } from "@/lib/compare/compare-path";
import { isComparableKind } from "@/lib/compare/comparable-kinds";
import type { ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";

/** A comparison visitors open this often in 90 days (bots left out) is worth a search engine's time. */
export const COMPARE_INDEX_MIN_VIEWS = 10;
const VISITED_WINDOW_DAYS = 90;
const MAX_VISITED = 500;

export type IndexableComparison = { path: string; kind: ListingKind; lastModified: Date; source: "pick" | "visited" };

type Published = { id: string; slug: string; kind: ListingKind; updatedAt: Date };

async function publishedOfKind(kind: ListingKind, slugs: string[]): Promise<Published[]> {
  return db.listing.findMany({
    where: { kind, status: "published", slug: { in: slugs } },
    select: { id: true, slug: true, kind: true, updatedAt: true },
  });
}

const newest = (listings: readonly Published[]) => new Date(Math.max(...listings.map((l) => l.updatedAt.getTime())));

/** The admin's picks whose listings are all still published, at their current address. */
async function pickedComparisons(): Promise<IndexableComparison[]> {
  const picks = await db.comparisonPick.findMany({ select: { kind: true, listingIds: true } });
  const ids = [...new Set(picks.flatMap((pick) => pick.listingIds))];
  const listings = await db.listing.findMany({
    where: { id: { in: ids }, status: "published" },
    select: { id: true, slug: true, kind: true, updatedAt: true },
  });
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  return picks.flatMap((pick) => {
    const found = pick.listingIds.flatMap((id) => byId.get(id) ?? []);
    if (found.length !== pick.listingIds.length || found.some((listing) => listing.kind !== pick.kind)) return [];
    const path = comparePath(
      pick.kind,
      found.map((listing) => listing.slug),
    );
    return [{ path, kind: pick.kind, lastModified: newest(found), source: "pick" as const }];
  });
}

/** Comparison pages visitors opened at least COMPARE_INDEX_MIN_VIEWS times lately (first-party analytics). */
async function visitedComparisons(): Promise<IndexableComparison[]> {
  const rows = await db.$queryRaw<{ path: string }[]>`
    SELECT "dimension" AS path FROM "AnalyticsDaily"
    WHERE "metric" = 'page' AND "dimension" LIKE '/compare/%'
      AND "day" >= (now() AT TIME ZONE 'UTC')::date - ${VISITED_WINDOW_DAYS}::int
    GROUP BY "dimension" HAVING sum("value") >= ${COMPARE_INDEX_MIN_VIEWS}
    ORDER BY sum("value") DESC LIMIT ${MAX_VISITED}`;
  const parsed = rows.flatMap((row) => {
    const path = parseComparePath(row.path);
    return path && isComparableKind(path.kind) ? [{ kind: path.kind, segment: path.segment }] : [];
  });
  const comparisons: IndexableComparison[] = [];
  for (const kind of new Set(parsed.map((entry) => entry.kind))) {
    const ofKind = parsed.filter((entry) => entry.kind === kind);
    const published = await publishedOfKind(kind, [
      ...new Set(ofKind.flatMap((entry) => candidateSlugs(entry.segment))),
    ]);
    for (const entry of ofKind) {
      const resolution = resolveComparison(kind, entry.segment, published);
      // Only the canonical address counts; another order of the same listings is the same page.
      if (resolution.type !== "found") continue;
      const path = comparePath(
        kind,
        resolution.listings.map((listing) => listing.slug),
      );
      comparisons.push({ path, kind, lastModified: newest(resolution.listings), source: "visited" });
    }
  }
  return comparisons;
}

/**
 * The comparisons search engines may index (and the sitemap lists): the admin's picks and those visitors actually
 * open. Every other comparison page is noindex. Refreshed daily and whenever the admin changes a pick.
 */
export async function indexableComparisons(): Promise<IndexableComparison[]> {
  "use cache";
  cacheTag(CACHE_TAGS.comparisons);
  cacheLife("days");
  const byPath = new Map<string, IndexableComparison>();
  for (const comparison of [...(await pickedComparisons()), ...(await visitedComparisons())]) {
    if (!byPath.has(comparison.path)) byPath.set(comparison.path, comparison);
  }
  return [...byPath.values()];
}
