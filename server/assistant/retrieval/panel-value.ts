import "server-only";
// The labs card by the panels' own numbers: a question naming catalogue markers ("ApoB", "Lp(a)") or asking for the
// most for the money from a lab is answered with the labs whose panel holds every marker named, the lowest price per
// measured marker first (counted as the directory's panel filters count it), each with that price.
import { Prisma } from "@/server/db/generated/client";
import { lowestPerMarkerSql } from "@/server/listings/facts";

const { sql } = Prisma;

/**
 * Up to `limit` published labs with a panel that holds every marker asked for and has a price per measured marker in
 * euros, the lowest first (then rating, then id), in the columns the finder's other matches have, plus that price.
 */
export function panelValueSql(markers: readonly string[], limit: number): Prisma.Sql {
  return sql`
    SELECT 'labs' AS "category", "id", "kind"::text AS "kind", "slug", "name", "location", "city", "country", "brand",
           "shortDescription", "description", "rating", "sponsored", 0 AS "relevance", v."perMarker"
    FROM "Listing" CROSS JOIN LATERAL (SELECT ${lowestPerMarkerSql(markers)} AS "perMarker") AS v
    WHERE "kind" = 'lab' AND "status" = 'published' AND v."perMarker" IS NOT NULL
    ORDER BY v."perMarker" ASC, coalesce("rating", 0) DESC, "id" ASC
    LIMIT ${limit}`;
}
