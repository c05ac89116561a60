import "server-only";
import type { LatLng } from "@/lib/geo/distance";
import { loadGazetteer, type Gazetteer } from "./gazetteer";
import { placeKey } from "./normalize-place";
import { resolvePlaceWith } from "./resolve-place";

/** Runs one parameterised statement and returns its rows (a pg client's or a Prisma transaction's raw query). */
export type SqlRunner = (sql: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** The ISO code of a stored country name ('Germany', 'Deutschland', 'DE'), or null. */
export function countryCodeOf(g: Gazetteer, country: string | null): string | null {
  return country ? (g.countryByKey.get(placeKey(country)) ?? null) : null;
}

/**
 * The gazetteer's coordinates of a listing's city, when 'city, country' names one place in that country (Berlin,
 * Germany; not Paris, United States when the listing says France). Null when it names none or several.
 */
export function cityPointWith(g: Gazetteer, city: string | null, country: string | null): LatLng | null {
  const countryCode = countryCodeOf(g, country);
  if (!city || !placeKey(city) || !countryCode) return null;
  const resolved = resolvePlaceWith(g, `${city}, ${country}`);
  return resolved.type === "city" && resolved.countryCode === countryCode
    ? { lat: resolved.lat, lng: resolved.lng }
    : null;
}

/** What cityLat/cityLng are looked up for, as SQL: a listing whose city or country changed (by any writer) no longer matches it. */
const lookupKey = (alias: string) =>
  `CASE WHEN ${alias}"city" IS NULL OR ${alias}"country" IS NULL THEN NULL ELSE ${alias}"city" || '|' || ${alias}"country" END`;

/**
 * Loads the gazetteer before a write's transaction when the write sets a city or country: its first load takes
 * seconds on a busy machine, and inside the transaction it would outlast the transaction's time limit.
 */
export async function prepareCityLookup(values: { city?: unknown; country?: unknown }): Promise<void> {
  if (values.city !== undefined || values.country !== undefined) await loadGazetteer();
}

/**
 * Looks up the city coordinates of listings whose place changed since the last lookup (or was never looked up):
 * `ids` limits it to those listings (a write), otherwise every listing is checked (after migrations and seeds).
 * A city the gazetteer does not know is remembered as looked up with no coordinates, so it is not tried again.
 * Returns the number of listings updated. The gazetteer is loaded only when something needs looking up.
 */
export async function syncCityPoints(run: SqlRunner, ids?: readonly string[]): Promise<number> {
  const stale = await run(
    `SELECT DISTINCT "city", "country" FROM "Listing"
     WHERE "cityPointOf" IS DISTINCT FROM (${lookupKey("")}) ${ids ? `AND "id" = ANY($1::text[])` : ""}`,
    ids ? [ids] : [],
  );
  if (stale.length === 0) return 0;
  const g = await loadGazetteer();
  const cities: (string | null)[] = [];
  const countries: (string | null)[] = [];
  const lats: (number | null)[] = [];
  const lngs: (number | null)[] = [];
  for (const row of stale) {
    const city = typeof row.city === "string" ? row.city : null;
    const country = typeof row.country === "string" ? row.country : null;
    const point = cityPointWith(g, city, country);
    cities.push(city);
    countries.push(country);
    lats.push(point?.lat ?? null);
    lngs.push(point?.lng ?? null);
  }
  const [result] = await run(
    `WITH updated AS (
       UPDATE "Listing" l SET "cityLat" = u.lat, "cityLng" = u.lng, "cityPointOf" = ${lookupKey("u.")}
       FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[]) AS u("city", "country", lat, lng)
       WHERE l."city" IS NOT DISTINCT FROM u."city" AND l."country" IS NOT DISTINCT FROM u."country"
         AND l."cityPointOf" IS DISTINCT FROM (${lookupKey("l.")}) ${ids ? `AND l."id" = ANY($5::text[])` : ""}
       RETURNING 1)
     SELECT count(*)::int AS "count" FROM updated`,
    ids ? [cities, countries, lats, lngs, ids] : [cities, countries, lats, lngs],
  );
  return Number(result?.count ?? 0);
}
