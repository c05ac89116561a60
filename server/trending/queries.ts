import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";

export type Trending = {
  listings: { name: string; kind: ListingKind; url: string; views: number }[];
  searches: { query: string; count: number }[];
};

const DAYS = 7;
const LIMIT = 5;

/**
 * What visitors looked at and searched for in the last 7 days, from the tracked events: detail-page views (recorded
 * with the listing's kind and slug, bots left out) and normalised searches. Shared by every member, cached an hour.
 */
export async function getTrending(): Promise<Trending> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");
  const since = new Date(Date.now() - DAYS * 24 * 60 * 60 * 1000);
  const [listings, searches] = await Promise.all([
    db.$queryRaw<{ name: string; kind: ListingKind; slug: string; views: number }[]>`
      SELECT l."name", l."kind", l."slug", count(*)::int AS "views"
      FROM "AnalyticsEvent" e
      JOIN "Listing" l ON l."kind"::text = e."category" AND l."slug" = e."label" AND l."status" = 'published'
      WHERE e."type" = 'pageview' AND NOT e."isBot" AND e."createdAt" >= ${since}
      GROUP BY l."id", l."name", l."kind", l."slug"
      ORDER BY "views" DESC, l."name"
      LIMIT ${LIMIT}`,
    db.$queryRaw<{ query: string; count: number }[]>`
      SELECT "normalized" AS "query", count(*)::int AS "count"
      FROM "SearchQuery" WHERE "createdAt" >= ${since}
      GROUP BY "normalized" ORDER BY "count" DESC, "normalized" LIMIT ${LIMIT}`,
  ]);
  return {
    listings: listings.map((row) => ({ name: row.name, kind: row.kind, url: listingPath(row), views: row.views })),
    searches,
  };
}
