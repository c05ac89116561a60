import "server-only";
import { toCsv } from "@/lib/analytics/csv";
import type { AnalyticsPeriod } from "@/lib/analytics/period";
import { OWNER_FIGURES } from "@/lib/owners/figures";
import { getOwnerFigures } from "./owner-figures";

const EXPORT_SEARCHES = 200;

/**
 * One listing's figures as CSV: a row per day with every figure, then the searches that led to it (day left empty).
 * Visitor-typed searches are defused against spreadsheet formulas.
 */
export async function ownerFiguresCsv(
  listing: { kind: string; slug: string },
  days: AnalyticsPeriod,
  now = Date.now(),
): Promise<{ filename: string; csv: string }> {
  const data = await getOwnerFigures(listing, days, now, EXPORT_SEARCHES);
  const header = ["day", ...OWNER_FIGURES.map((figure) => figure.key), "search", "search_count"];
  const rows: (string | number)[][] = data.series.map((point) => [
    point.day,
    ...OWNER_FIGURES.map((figure) => point[figure.key]),
    "",
    "",
  ]);
  for (const search of data.searches) rows.push(["", ...OWNER_FIGURES.map(() => ""), search.query, search.count]);
  // Header-safe: a slug may hold letters beyond ASCII.
  const name = listing.slug.replace(/[^a-z0-9-]/g, "") || "listing";
  return { filename: `${name}-${data.to}-${days}d.csv`, csv: toCsv(header, rows) };
}
