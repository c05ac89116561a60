import type { DirectoryQuery } from "@/lib/directory/directory-schema";
import { HOME_COLLECTION, type FactFilterKey } from "@/lib/directory/fact-filters";
import { HOME_SAMPLE_METHODS } from "@/lib/listings/fact-options";
import { Prisma } from "@/server/db/generated/client";

const { sql } = Prisma;

/**
 * A wearable's two-year cost in euros: the device plus 24 months of its subscription (lib/listings/wearable-facts.ts
 * counts it the same way), converted at the device price's reference rate ("priceFromEur" / "priceFrom"). Unknown, so
 * left out, when the subscription's price is unknown without being stated as none, when the subscription is in another
 * currency than the device (amounts in two currencies are not added up), or when the device is free (no rate to read).
 */
const twoYearCostEurSql = sql`(CASE
  WHEN "subscriptionPrice" IS NULL THEN CASE WHEN "subscriptionAvailable" = false THEN "priceFromEur" END
  WHEN "subscriptionCurrency" IS NOT NULL
    AND upper("subscriptionCurrency") <> upper(coalesce("currency", CASE WHEN "kind" = 'wearable' THEN 'USD' ELSE 'EUR' END))
    THEN NULL
  ELSE "priceFromEur" + 24 * "subscriptionPrice" * "priceFromEur" / NULLIF("priceFrom", 0)
END)`;

/**
 * A clinic's services priced in euros (their own currency, else the listing's, else euros), each with its lowest price:
 * the cheapest of them is what `maxServicePrice` compares. As for panels, a price in another currency is left out
 * rather than converted: the reference rates convert the listing's single price, not each service's.
 */
const EURO_SERVICE_PRICES = sql`jsonb_array_elements(CASE WHEN jsonb_typeof("servicePrices") = 'array' THEN "servicePrices" ELSE '[]'::jsonb END) AS service
      WHERE upper(coalesce(service ->> 'currency', "currency", 'EUR')) = 'EUR' AND jsonb_typeof(service -> 'priceMin') = 'number'`;

/**
 * How each fact filter narrows the listings. Prices compare "priceFromEur" (the price at reference rates, generated
 * in the database), so a listing in pounds and one in euros sit in one range; a listing without a price, or in a
 * currency without a rate, is left out of a price filter. The sort orders and never narrows.
 */
export const FACT_FILTER_SQL: Record<FactFilterKey, (values: readonly string[]) => Prisma.Sql | null> = {
  priceMin: ([min]) => sql`"priceFromEur" >= ${Number(min)}`,
  priceMax: ([max]) => sql`"priceFromEur" <= ${Number(max)}`,
  // An accreditation is said in the listing's list, or by a register record of that standard.
  accreditation: (values) =>
    sql`("accreditations" && ${values}::text[] OR (jsonb_typeof("accreditationRecords") = 'array' AND EXISTS (
      SELECT 1 FROM jsonb_array_elements("accreditationRecords") AS record WHERE record ->> 'standard' = ANY(${values}::text[]))))`,
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
  // Said tested, a programme named, or a test on record with its register entry.
  thirdPartyTested: () =>
    sql`("thirdPartyTested" = true OR "thirdPartyTesting" <> '{}' OR (jsonb_typeof("thirdPartyTests") = 'array' AND jsonb_array_length("thirdPartyTests") > 0))`,
  maxTwoYearCost: ([max]) => sql`${twoYearCostEurSql} <= ${Number(max)}`,
  // Any of the metrics asked for has a validation study on record.
  validatedMetric: (values) =>
    sql`(jsonb_typeof("validationStudies") = 'array' AND EXISTS (
      SELECT 1 FROM jsonb_array_elements("validationStudies") AS study WHERE study ->> 'metric' = ANY(${values}::text[])
    ))`,
  // The cheapest listed service (the lowest end of its price range) costs at most this many euros.
  maxServicePrice: ([max]) =>
    sql`EXISTS (SELECT 1 FROM ${EURO_SERVICE_PRICES} AND (service ->> 'priceMin')::numeric <= ${Number(max)}::numeric)`,
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
