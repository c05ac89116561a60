import type { DirectoryQuery } from "@/lib/directory/directory-schema";
import { Prisma } from "@/server/db/generated/client";

const { sql, join } = Prisma;

/** Each of the listing's panels (`panel`) with its count of measured markers (`counted."measured"`). */
const PANELS = sql`jsonb_array_elements(CASE WHEN jsonb_typeof("testPanels") = 'array' THEN "testPanels" ELSE '[]'::jsonb END) AS panel
    CROSS JOIN LATERAL (
      SELECT count(*) AS "measured"
      FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(panel -> 'biomarkers') = 'array' THEN panel -> 'biomarkers' ELSE '[]'::jsonb END) AS marker(slug)
      WHERE NOT CASE
        WHEN jsonb_typeof(panel -> 'calculated') = 'array' THEN panel -> 'calculated' @> to_jsonb(marker.slug)
        ELSE EXISTS (SELECT 1 FROM "Biomarker" AS catalogue WHERE catalogue.slug = marker.slug AND catalogue.calculated)
      END
    ) AS counted`;
/** A panel priced in euros with at least one measured marker: one it has a price per measured marker for. */
const PRICED_IN_EUROS = sql`coalesce(panel ->> 'currency', "currency", 'EUR') = 'EUR'
      AND jsonb_typeof(panel -> 'price') = 'number'
      AND counted."measured" > 0`;
const holdsAll = (markers: readonly string[]) => sql`panel -> 'biomarkers' @> ${JSON.stringify(markers)}::jsonb`;

/**
 * The panel filters, read together: a lab matches when ONE of its panels holds every marker asked for and costs at
 * most `maxPerMarker` euros per measured marker (lib/listings/panel-math.ts counts them the same way: the markers the
 * panel names as calculated, or the catalogue table's calculated ones when it names none, are not measured). Only
 * prices in euros are compared: the reference rates convert a listing's single price, not each panel's, and a panel
 * in another currency is left out rather than guessed at. A panel without a price or a measured marker has no price
 * per marker, so a price limit leaves it out.
 */
export function panelFilterSql(filters: DirectoryQuery["filters"]): Prisma.Sql | null {
  const markers = filters.markers ?? [];
  const max = filters.maxPerMarker?.[0];
  if (!markers.length && max === undefined) return null;
  const conditions: Prisma.Sql[] = [];
  if (markers.length) conditions.push(holdsAll(markers));
  if (max !== undefined)
    conditions.push(
      sql`${PRICED_IN_EUROS} AND (panel ->> 'price')::numeric <= ${Number(max)}::numeric * counted."measured"`,
    );
  return sql`EXISTS (SELECT 1 FROM ${PANELS} WHERE ${join(conditions, " AND ")})`;
}

/**
 * The listing's lowest price per measured marker in euros, to the cent, among its panels that hold every marker
 * asked for (any panel when none is), counted as the panel filters count it; null when no such panel has one.
 */
export function lowestPerMarkerSql(markers: readonly string[]): Prisma.Sql {
  const holds = markers.length ? sql`AND ${holdsAll(markers)}` : sql``;
  return sql`(SELECT round(min((panel ->> 'price')::numeric / counted."measured"), 2) FROM ${PANELS} WHERE ${PRICED_IN_EUROS} ${holds})`;
}
