import { auditMessage, type AuditMessage, type AuditMessageCode } from "./audit-messages";
import { outcomeOf, type AuditDeduction, type AuditOutcome } from "./score";

/**
 * Core Web Vitals as collected in the browser: times in milliseconds, CLS unitless; null when the browser did
 * not report it (INP needs an interaction). The rules' "first input delay" is measured as INP, its successor.
 */
export type PerformanceMetrics = {
  fcp: number | null;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
};
export type PerformanceMetricName = keyof PerformanceMetrics;

type Tier = { above: number; points: number };
/** A value as the locale writes it ("4.20 s", "4,20 s"); English unless told. */
type MetricFormat = (value: number, locale?: string) => string;
type MetricRule = { format: MetricFormat; advice: AuditMessageCode };

const fixed = (value: number, decimals: number, locale = "en") =>
  value.toLocaleString(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
const seconds: MetricFormat = (ms, locale) => `${fixed(ms / 1000, 2, locale)} s`;
const milliseconds: MetricFormat = (ms, locale) => `${fixed(ms, 0, locale)} ms`;

/** A metric above the moderate threshold costs the moderate points, above the severe one the severe points. */
const THRESHOLDS: Readonly<Record<PerformanceMetricName, { moderate: Tier; severe: Tier }>> = {
  fcp: { moderate: { above: 1800, points: 10 }, severe: { above: 3000, points: 25 } },
  lcp: { moderate: { above: 2500, points: 15 }, severe: { above: 4000, points: 30 } },
  inp: { moderate: { above: 100, points: 10 }, severe: { above: 300, points: 25 } },
  cls: { moderate: { above: 0.1, points: 10 }, severe: { above: 0.25, points: 20 } },
  ttfb: { moderate: { above: 200, points: 5 }, severe: { above: 600, points: 15 } },
};

/** How each metric is shown and improved (its name is in the `audit` catalogue's `metrics`). */
export const PERFORMANCE_RULES: Readonly<Record<PerformanceMetricName, MetricRule>> = {
  fcp: {
    format: seconds,
    advice: "adviceFcp",
  },
  lcp: {
    format: seconds,
    advice: "adviceLcp",
  },
  inp: {
    format: milliseconds,
    advice: "adviceInp",
  },
  cls: {
    format: (value, locale) => fixed(value, 3, locale),
    advice: "adviceCls",
  },
  ttfb: {
    format: milliseconds,
    advice: "adviceTtfb",
  },
};

export const PERFORMANCE_METRIC_NAMES = Object.keys(PERFORMANCE_RULES) as PerformanceMetricName[];

/** The performance audit watches the page this long before scoring. */
export const PERFORMANCE_COLLECTION_MS = 5000;

export type MetricStatus = "good" | "moderate" | "severe" | "unmeasured";

/** Where a value falls: within budget, over the moderate threshold, over the severe one, or not measured. */
export function metricStatus(name: PerformanceMetricName, value: number | null): MetricStatus {
  if (value === null || !Number.isFinite(value)) return "unmeasured";
  const { moderate, severe } = THRESHOLDS[name];
  if (value > severe.above) return "severe";
  if (value > moderate.above) return "moderate";
  return "good";
}

export type PerformanceAuditResult = AuditOutcome & {
  metrics: PerformanceMetrics;
  unmeasured: PerformanceMetricName[];
};

/** Scores collected Web Vitals: 100 minus each metric's deduction. A metric that was not measured costs nothing. */
export function scorePerformance(metrics: PerformanceMetrics): PerformanceAuditResult {
  const deductions: AuditDeduction[] = [];
  const recommendations: AuditMessage[] = [];
  const criticalIssues: AuditMessage[] = [];
  const unmeasured: PerformanceMetricName[] = [];
  for (const name of PERFORMANCE_METRIC_NAMES) {
    const value = metrics[name];
    const rule = PERFORMANCE_RULES[name];
    const status = metricStatus(name, value);
    if (status === "unmeasured") unmeasured.push(name);
    if (value === null || status === "unmeasured" || status === "good") continue;
    const tier = THRESHOLDS[name][status];
    const parts = { metric: name, value, limit: tier.above };
    deductions.push({ check: name, points: tier.points, detail: auditMessage("metricOver", parts) });
    recommendations.push(auditMessage(rule.advice));
    if (status === "severe") criticalIssues.push(auditMessage("metricFarOver", parts));
  }
  return { ...outcomeOf(deductions, recommendations, criticalIssues), metrics, unmeasured };
}
