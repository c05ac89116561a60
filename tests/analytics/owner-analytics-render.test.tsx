import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnalyticsRoot } from "@/components/analytics/analytics-root";
import { translator } from "@/lib/i18n/translator";
import { ConsentBanner } from "@/components/analytics/consent-banner";
import { OwnerAnalytics } from "@/components/owner-analytics/owner-analytics";
import type { AnalyticsDashboardData } from "@/server/analytics/dashboard";
import { withIntl } from "../support/i18n";

const intl = await withIntl("en");

const data: AnalyticsDashboardData = {
  days: 7,
  from: "2026-03-08",
  to: "2026-03-14",
  series: [{ day: "2026-03-14", views: 12, visitors: 5 }],
  totals: { views: 12, visitorDays: 5, events: 30, searches: 4, outboundClicks: 3, assistantQuestions: 2 },
  topPages: [
    { key: "/", label: "/", value: 7, href: "/" },
    { key: "//evil.example", label: "//evil.example", value: 1 },
  ],
  topListingViews: [{ key: "clinic/a", label: "Clinic A", value: 4, href: "/clinic/a" }],
  topOutbound: [],
  topSearches: [{ key: "=cmd()", label: "=cmd()", value: 2 }],
  zeroResultSearches: [],
  eventsByType: [{ key: "scroll_depth", label: "scroll_depth", value: 20 }],
  assistantTopics: [{ key: "sleep", label: "Sleep", value: 2 }],
};

describe("the owner dashboard, as rendered", () => {
  it("shows the period, totals, lists and the CSV export; links only same-site paths", () => {
    const html = renderToString(intl(<OwnerAnalytics data={data} />));
    expect(html).toContain('data-testid="analytics-period-7"');
    expect(html).toMatch(/aria-current="page"[^>]*data-testid="analytics-period-7"/);
    expect(html).toContain('href="/api/admin/analytics/export?days=7"');
    expect(html).toMatch(/data-testid="analytics-total-views"[^>]*>12</);
    expect(html).toContain('href="/clinic/a"');
    expect(html).not.toContain('href="//evil.example"');
    expect(html).toContain("Every search found something.");
    expect(html).toContain("=cmd()");
  });

  it("speaks French, its figures written the French way", async () => {
    const html = renderToString((await withIntl("fr"))(<OwnerAnalytics data={data} />));
    expect(html).toContain("Exporter en CSV");
    expect(html).toContain("Recherches sans résultat");
    expect(html).toContain("7 jours");
  });
});

describe("the root layout's analytics, as first rendered", () => {
  it("is only the floating button: the banner and trackers start in the browser, 2 s later", () => {
    const html = renderToString(intl(<AnalyticsRoot buttonLabel="Open analytics dashboard" />));
    expect(html).toContain('data-testid="analytics-dashboard-button"');
    expect(html).not.toContain("consent-banner");
  });

  it("names the button in the page's language, as the layout reads it from its catalogue", async () => {
    const label = (await translator("de", "layout"))("analyticsButton");
    const html = renderToString(intl(<AnalyticsRoot buttonLabel={label} />));
    expect(html).toContain('aria-label="Analyse-Dashboard öffnen"');
  });

  it("asks about Google Analytics only when it is configured, and otherwise not at all", () => {
    expect(renderToString(intl(<ConsentBanner measurementId="G-ABC123XYZ" />))).toContain("Google Analytics");
    expect(renderToString(intl(<ConsentBanner measurementId={null} />))).toBe("");
  });
});
