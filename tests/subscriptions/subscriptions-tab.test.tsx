import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SubscriptionItem } from "@/components/subscriptions/subscription-item";
import { SubscriptionsTab } from "@/components/subscriptions/subscriptions-tab";
import type { SubscriptionView } from "@/lib/member/subscription-options";

const root = path.resolve(import.meta.dirname, "../..");

/** Local files and packages reached through static (non-type) imports; lazy `import()` chunks are not followed. */
function staticImports(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(/^\s*import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/gm)) {
      const specifier = match[1] ?? "";
      const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : null;
      const local = base && [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      if (local) visit(local);
      else if (!base) packages.add(specifier);
    }
  };
  visit(path.join(root, entry));
  return { files: [...files].map((file) => path.relative(root, file)), packages: [...packages] };
}

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
  it("loads no zod and no server code with the page: the schema comes on the first submit", () => {
    const graph = staticImports("components/subscriptions/subscriptions-tab.tsx");
    expect(graph.packages.filter((name) => name === "zod" || name.startsWith("zod/"))).toEqual([]);
    expect(graph.files.filter((file) => file.startsWith("server/"))).toEqual([]);
    expect(graph.files).not.toContain("lib/member/subscription-schema.ts");
  });

  it("renders the create form with every category and the loading list", () => {
    const html = renderToStaticMarkup(<SubscriptionsTab />);
    for (const testId of ["subscription-form", "subscription-location", "subscription-submit", "subscriptions-loading"]) expect(html).toContain(`data-testid="${testId}"`);
    for (const category of ["clinics", "labs", "wearables", "supplements"]) expect(html).toContain(`data-testid="subscription-category-${category}"`);
  });

  it("shows an active subscription with Pause, and a paused one with Resume", () => {
    const active = renderToStaticMarkup(<SubscriptionItem subscription={subscription} busy={false} onToggle={noop} onDelete={noop} />);
    expect(active).toContain("Berlin, Germany");
    expect(active).toContain("Clinics, Labs");
    expect(active).toMatch(/data-testid="subscription-status"[^>]*>Active</);
    expect(active).toMatch(/Pause<\/button>/);
    const paused = renderToStaticMarkup(<SubscriptionItem subscription={{ ...subscription, active: false }} busy={false} onToggle={noop} onDelete={noop} />);
    expect(paused).toMatch(/data-testid="subscription-status"[^>]*>Paused</);
    expect(paused).toMatch(/Resume<\/button>/);
  });
});
