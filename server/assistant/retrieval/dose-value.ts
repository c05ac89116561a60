import "server-only";
// The supplements card by the price of a day's dose: a question naming a supplement ingredient ("magnesium") and
// asking what it costs is answered with the supplements whose label lists that ingredient, the cheapest daily dose
// first (the container's price over its servings, times the servings a day, as the page counts it), each with that
// price. A supplement without both servings counts has no daily dose, and is left out rather than guessed at.
import { Prisma } from "@/server/db/generated/client";
import { wordRuns } from "../text";

const { sql } = Prisma;

/** Longest run of words an ingredient's name is matched against ("vitamin d3", "omega 3 fish"). */
const MAX_NAME_WORDS = 3;

/** Every run of up to three of the question's folded words, as an ingredient's name would read in lower case. */
export function ingredientPhrases(words: readonly string[]): string[] {
  return [...wordRuns(words, MAX_NAME_WORDS, " ")];
}

/**
 * Up to `limit` published supplements and foods whose ingredients name one of `phrases` and whose daily dose has a
 * price in euros (at the reference rates the price filters use), the cheapest first (then rating, then id), in the
 * columns the finder's other matches have, plus that price to the cent.
 */
export function doseValueSql(phrases: readonly string[], limit: number): Prisma.Sql {
  return sql`
    SELECT CASE WHEN "kind" = 'food' THEN 'foods' ELSE 'supplements' END AS "category", "id", "kind"::text AS "kind",
           "slug", "name", "location", "city", "country", "brand", "shortDescription", "description", "rating",
           "sponsored", 0 AS "relevance",
           round("priceFromEur" * "servingsPerDay" / "servingsPerContainer", 2) AS "perDailyDose"
    FROM "Listing"
    WHERE "kind" IN ('supplement', 'food') AND "status" = 'published'
      AND "priceFromEur" IS NOT NULL AND "servingsPerContainer" > 0 AND "servingsPerDay" > 0
      AND jsonb_typeof("ingredientAmounts") = 'array'
      AND EXISTS (
        SELECT 1 FROM jsonb_array_elements("ingredientAmounts") AS ingredient
        WHERE lower(ingredient ->> 'name') = ANY(${phrases}::text[])
      )
    ORDER BY "perDailyDose" ASC, coalesce("rating", 0) DESC, "id" ASC
    LIMIT ${limit}`;
}
