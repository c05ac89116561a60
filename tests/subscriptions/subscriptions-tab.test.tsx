import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SubscriptionItem } from "@/components/subscriptions/subscription-item";
import { SubscriptionsTab } from "@/components/subscriptions/subscriptions-tab";
import type { SubscriptionView } from "@/lib/alerts/subscription-options";
import { serverFiles, staticImportGraph } from "../support/import-graph";
import { withIntl } from "../support/i18n";

const intl = await withIntl("en");

const subscription: SubscriptionView = {
  id: "csub1",
  location: "berlin",
  placeName: "Berlin, Germany",
  placeType: "city",
  categories: ["clinics", "labs"],
  active: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastNotifiedAt: null,
};
const noop = () => {};

describe("the Subscriptions tab", () => {
  it("validates with the schema POST /api/subscriptions parses, and loads no server code", () => {
    const graph = staticImportGraph("components/subscriptions/subscriptions-tab.tsx");
    expect(graph.files).toContain("lib/alerts/subscription-schema.ts");
    expect(serverFiles(graph)).toEqual([]);
  });

  it("renders the create form with every category and the loading list", () => {
    const html = renderToStaticMarkup(intl(<SubscriptionsTab />));
    for (const testId of ["subscription-form", "subscription-location", "subscription-submit", "subscriptions-loading"])
      expect(html).toContain(`data-testid="${testId}"`);
    for (const category of ["clinics", "labs", "wearables", "supplements"])
      expect(html).toContain(`data-testid="subscription-category-${category}"`);
  });

  it("shows an active subscription with Pause, and a paused one with Resume", () => {
    const active = renderToStaticMarkup(
      intl(<SubscriptionItem subscription={subscription} busy={false} onToggle={noop} onDelete={noop} />),
    );
    expect(active).toContain("Berlin, Germany");
    expect(active).toContain("Clinics, Labs");
    expect(active).toMatch(/data-testid="subscription-status"[^>]*>Active</);
    expect(active).toMatch(/Pause<\/button>/);
    const paused = renderToStaticMarkup(
      intl(
        <SubscriptionItem
          subscription={{ ...subscription, active: false }}
          busy={false}
          onToggle={noop}
          onDelete={noop}
        />,
      ),
    );
    expect(paused).toMatch(/data-testid="subscription-status"[^>]*>Paused</);
    expect(paused).toMatch(/Resume<\/button>/);
  });
});

describe("the Subscriptions tab in another language", () => {
  it("names the place's reach, the categories and the actions in the page's language", async () => {
    const dutch = await withIntl("nl");
    const html = renderToStaticMarkup(
      dutch(<SubscriptionItem subscription={subscription} busy={false} onToggle={noop} onDelete={noop} />),
    );
    expect(html).toContain("Binnen 50 km");
    expect(html).toMatch(/Pauzeren<\/button>/);
    expect(html).not.toContain("Within 50 km");
  });
});
