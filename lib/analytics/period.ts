/** The owner dashboard's periods, in days (?days=); 30 unless another is asked for. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

export function parseAnalyticsPeriod(value: unknown): AnalyticsPeriod {
  const raw = Array.isArray(value) ? value[0] : value;
  const days = Number(raw);
  return ANALYTICS_PERIODS.find((period) => period === days) ?? DEFAULT_ANALYTICS_PERIOD;
}

/** The UTC days of a period ending today, oldest first ('YYYY-MM-DD'). */
export function periodDays(days: number, nowMs: number): string[] {
  const today = Date.UTC(new Date(nowMs).getUTCFullYear(), new Date(nowMs).getUTCMonth(), new Date(nowMs).getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
