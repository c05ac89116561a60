import type { AnalyticsPeriod } from "@/lib/analytics/period";

/** A listing's own figures, in the order the dashboard, its chart and the CSV show them. */
export const OWNER_FIGURES = [
  { key: "views", label: "Page views" },
  { key: "visitors", label: "Unique visitors" },
  { key: "outbound", label: "Website clicks" },
  { key: "favorites", label: "Saved as favorite" },
  { key: "directory", label: "Shown in directory results" },
  { key: "assistant", label: "Recommended by the assistant" },
] as const;
export type OwnerFigureKey = (typeof OWNER_FIGURES)[number]["key"];
export type OwnerFigureTotals = Record<OwnerFigureKey, number>;
type OwnerFiguresPoint = { day: string } & OwnerFigureTotals;

/** GET /api/owner/listings/{id}/figures?days=: one listing's figures over a period ending today (UTC). */
export type OwnerFigures = {
  days: AnalyticsPeriod;
  from: string;
  to: string;
  totals: OwnerFigureTotals;
  series: OwnerFiguresPoint[];
  /** The directory searches after which visitors opened this listing, most frequent first. */
  searches: { query: string; count: number }[];
};
