import type { DirectoryQuery } from "@/lib/directory/directory-schema";
import { HOME_COLLECTION, type FactFilterKey } from "@/lib/directory/fact-filters";
import { HOME_SAMPLE_METHODS } from "@/lib/listings/fact-options";
import { Prisma } from "@/server/db/generated/client";

const { sql } = Prisma;

/**
 * How each fact filter narrows the listings. Prices compare "priceFromEur" (the price at reference rates, generated
 * in the database), so a listing in pounds and one in euros sit in one range; a listing without a price, or in a
 * currency without a rate, is left out of a price filter. The sort orders and never narrows.
 */
export const FACT_FILTER_SQL: Record<FactFilterKey, (values: readonly string[]) => Prisma.Sql | null> = {
  priceMin: ([min]) => sql`"priceFromEur" >= ${Number(min)}`,
  priceMax: ([max]) => sql`"priceFromEur" <= ${Number(max)}`,
  accreditation: (values) => sql`"accreditations" && ${values}::text[]`,
  // Home collection is any method that needs no visit; several methods match a listing offering any of them.
  sampleMethod: (values) =>
    sql`"sampleMethods" && ${values.flatMap((value) => (value === HOME_COLLECTION ? HOME_SAMPLE_METHODS : [value]))}::text[]`,
  turnaround: ([days]) => sql`"turnaroundDays" <= ${Number(days)}`,
  // One panel must meet both panel filters, so they are read together (panelFilterSql).
  markers: () => null,
  maxPerMarker: () => null,
  telehealth: () => sql`"telehealth" = true`,
  // A clinic must offer every diagnostic asked for (a visitor choosing MRI and DEXA wants both in one place).
  diagnostics: (values) => sql`"diagnostics" @> ${values}::text[]`,
  thirdPartyTested: () => sql`("thirdPartyTested" = true OR "thirdPartyTesting" <> '{}')`,
  sort: () => null,
};

/** The sort a query asks for, when it is not the directory's default order. */
export const sortOf = (query: Pick<DirectoryQuery, "filters">) => query.filters.sort?.[0];

/**
 * The ORDER BY of a sorted view: the lowest price (converted) first, the highest member rating first (more reviews
 * first among equals), or the most recently verified first; listings without the value go last, and the id breaks
 * ties so pages never overlap. null: the directory's default order.
 */
export function factOrderSql(query: Pick<DirectoryQuery, "filters">): Prisma.Sql | null {
  switch (sortOf(query)) {
    case "price":
      return sql`"priceFromEur" ASC NULLS LAST, "id" ASC`;
    case "rating":
      return sql`coalesce("rating", 0) DESC, "reviewCount" DESC, "id" DESC`;
    case "verified":
      return sql`"lastVerifiedAt" DESC NULLS LAST, "id" DESC`;
    default:
      return null;
  }
}
