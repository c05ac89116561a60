import { PERFORMANCE_COLLECTION_MS, type PerformanceMetrics } from "@/lib/audit/performance-audit";

export type Wait = (ms: number) => Promise<void>;

export const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Collects the page's Web Vitals for `durationMs` (5 s by default), reading the browser's buffered entries
 * so a page loaded earlier still reports its paint and TTFB. INP stays null without an interaction.
 * web-vitals is imported here, on Run, so it is not in the page's initial bundle.
 */
export async function collectWebVitals(
  durationMs = PERFORMANCE_COLLECTION_MS,
  wait: Wait = sleep,
): Promise<PerformanceMetrics> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const metrics: PerformanceMetrics = { fcp: null, lcp: null, inp: null, cls: null, ttfb: null };
  const options = { reportAllChanges: true };
  onFCP((metric) => (metrics.fcp = metric.value), options);
  onLCP((metric) => (metrics.lcp = metric.value), options);
  onINP((metric) => (metrics.inp = metric.value), options);
  onCLS((metric) => (metrics.cls = metric.value), options);
  onTTFB((metric) => (metrics.ttfb = metric.value), options);
  await wait(durationMs);
  return { ...metrics };
}
