import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnalyticsDashboard } from "@/components/analytics/analytics-dashboard";
import { AnalyticsDebug } from "@/components/analytics/analytics-debug";
import { withIntl } from "../support/i18n";

const en = await withIntl("en");

// Server rendering only: nothing may touch window or local storage before hydration.
describe("analytics components, as first rendered", () => {
  it("renders the debug page without a measurement id", () => {
    const html = renderToString(en(<AnalyticsDebug measurementId={undefined} />));
    expect(html).toContain('data-configured="false"');
    expect(html).toContain("Measurement ID not configured");
    for (const id of [
      "debug-run-all-tests",
      "debug-send-test-events",
      "debug-open-realtime",
      "debug-console",
      "debug-visitor-id",
      "debug-report-delay-note",
    ]) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    expect(html).toContain("24-48 hours");
  });

  it("shows a configured measurement id", () => {
    expect(renderToString(en(<AnalyticsDebug measurementId="G-TEST12345" />))).toContain(
      "Measurement ID configured: G-TEST12345",
    );
  });

  it("renders only the small floating button until opened", () => {
    const html = renderToString(en(<AnalyticsDashboard label="Open analytics dashboard" />));
    expect(html).toContain('data-testid="analytics-dashboard-button"');
    expect(html).not.toContain('data-testid="analytics-dashboard"');
  });
});
