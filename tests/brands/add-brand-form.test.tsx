import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddBrandForm } from "@/components/brands/add-brand-form";
import { BrandInfoPanel } from "@/components/brands/brand-info-panel";
import { BRAND_CATEGORIES } from "@/lib/directory/filters";

const root = path.resolve(import.meta.dirname, "../..");

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [".ts", ".tsx", "/index.ts", "/index.tsx", ""].map((ext) => base + ext).find((file) => existsSync(file) && !file.endsWith("/")) ?? null;
}

/** Every module and package the island pulls in with static imports (lazy `import()` chunks are not followed). */
function staticImportGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(/^\s*import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/gm)) {
      const specifier = match[1] ?? "";
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
      else if (!specifier.startsWith(".") && !specifier.startsWith("@/")) packages.add(specifier);
    }
  };
  visit(path.join(root, entry));
  return { files: [...files].map((f) => path.relative(root, f)), packages: [...packages] };
}

describe("the Add Brand form island", () => {
  it("loads no zod and no server code with the page (the schema comes on first submit)", () => {
    const graph = staticImportGraph("components/brands/add-brand-form.tsx");
    expect(graph.packages.filter((p) => p === "zod" || p.startsWith("zod/"))).toEqual([]);
    expect(graph.files.filter((f) => f.startsWith("server/"))).toEqual([]);
    expect(graph.files).not.toContain("lib/brands/submission-schema.ts");
  });

  it("renders the spec's fields, the eleven categories, mobile hints and the submit label", () => {
    const html = renderToStaticMarkup(<AddBrandForm />);
    expect(html).toMatch(/<input[^>]*type="url"[^>]*inputMode="url"[^>]*autoComplete="url"[^>]*placeholder="https:\/\/example.com"/);
    expect(html).toContain('placeholder="Brief description of the brand and its products"');
    expect(html).toMatch(/<input[^>]*type="number"[^>]*inputMode="numeric"[^>]*autoComplete="off"/);
    for (const { value, label } of BRAND_CATEGORIES) expect(html).toContain(`<option value="${value}">${label.replace("&", "&amp;")}</option>`);
    expect(BRAND_CATEGORIES).toHaveLength(11);
    expect(html).toContain("Submit Brand for Review");
    expect(html).toContain('data-testid="captcha-question"');
    // 44 px on touch screens: the inputs, the select and the buttons.
    expect(html).toMatch(/<select[^>]*class="[^"]*\bh-11\b/);
    expect(html).toMatch(/data-testid="brand-submit"/);
  });

  it("shows what was gathered: name, location, rating with review count, and the logo", () => {
    const html = renderToStaticMarkup(
      <BrandInfoPanel
        data={{ name: "Acme", description: null, region: "Europe", country: "Netherlands", logoUrl: "https://acme.example/logo.png", rating: 4.6, reviewCount: 1234, featuredReview: null, reviewSource: null }}
      />,
    );
    expect(html).toContain("Brand Information Found");
    expect(html).toContain("Acme");
    expect(html).toContain("Netherlands");
    expect(html).toContain("4.6/5 (1,234 reviews)");
    expect(html).toContain("Logo:</dt><dd");
    expect(html).toContain("Found");
    const bare = renderToStaticMarkup(
      <BrandInfoPanel data={{ name: "Acme", description: null, region: null, country: null, logoUrl: null, rating: null, reviewCount: null, featuredReview: null, reviewSource: null }} />,
    );
    expect(bare).not.toContain("Rating");
    expect(bare).not.toContain("Logo");
    expect(bare).not.toContain("Location");
  });
});
