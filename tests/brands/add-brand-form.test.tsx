import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddBrandForm } from "@/components/brands/add-brand-form";
import { BrandInfoPanel } from "@/components/brands/brand-info-panel";
import { BRAND_CATEGORIES } from "@/lib/directory/filters";
import { serverFiles, staticImportGraph, zodPackages } from "../support/import-graph";
import { withIntl } from "../support/i18n";

const intl = await withIntl("en");
const render = (node: ReactNode) => renderToStaticMarkup(intl(node));

describe("the Add Brand form island", () => {
  it("loads no form code with the page: react-hook-form, zod and the schema come as the form hydrates", () => {
    const graph = staticImportGraph("components/brands/lazy-add-brand-form.tsx");
    expect(zodPackages(graph)).toEqual([]);
    expect(serverFiles(graph)).toEqual([]);
    expect(graph.packages).not.toContain("react-hook-form");
    expect(graph.files).not.toContain("components/brands/add-brand-form.tsx");
    expect(graph.files).not.toContain("lib/brands/submission-schema.ts");
  });

  it("renders the spec's fields, the eleven categories, mobile hints and the submit label", () => {
    const html = render(<AddBrandForm categories={BRAND_CATEGORIES} />);
    expect(html).toMatch(
      /<input[^>]*type="url"[^>]*inputMode="url"[^>]*autoComplete="url"[^>]*placeholder="https:\/\/example.com"/,
    );
    expect(html).toContain('placeholder="Brief description of the brand and its products"');
    expect(html).toMatch(/<input[^>]*type="number"[^>]*inputMode="numeric"[^>]*autoComplete="off"/);
    for (const { value, label } of BRAND_CATEGORIES)
      expect(html).toContain(`<option value="${value}">${label.replace("&", "&amp;")}</option>`);
    expect(BRAND_CATEGORIES).toHaveLength(11);
    expect(html).toContain("Submit Brand for Review");
    expect(html).toContain('data-testid="captcha-question"');
    // 44 px on touch screens: the inputs, the select and the buttons.
    expect(html).toMatch(/<select[^>]*class="[^"]*\bh-11\b/);
    expect(html).toMatch(/data-testid="brand-submit"/);
  });

  it("shows what was gathered: name, location, rating with review count, and the logo", () => {
    const html = render(
      <BrandInfoPanel
        data={{
          name: "Acme",
          description: null,
          region: "Europe",
          country: "Netherlands",
          logoUrl: "https://acme.example/logo.png",
          rating: 4.6,
          reviewCount: 1234,
          featuredReview: null,
          reviewSource: null,
        }}
      />,
    );
    expect(html).toContain("Brand Information Found");
    expect(html).toContain("Acme");
    expect(html).toContain("Netherlands");
    expect(html).toContain("4.6/5 (1,234 reviews)");
    expect(html).toContain("Logo:</dt><dd");
    expect(html).toContain("Found");
    const bare = render(
      <BrandInfoPanel
        data={{
          name: "Acme",
          description: null,
          region: null,
          country: null,
          logoUrl: null,
          rating: null,
          reviewCount: null,
          featuredReview: null,
          reviewSource: null,
        }}
      />,
    );
    expect(bare).not.toContain("Rating");
    expect(bare).not.toContain("Logo");
    expect(bare).not.toContain("Location");
  });
});

describe("the Add Brand form in another language", () => {
  it("labels its fields, its categories and its button in the page's language", async () => {
    const french = await withIntl("fr");
    const html = renderToStaticMarkup(
      french(<AddBrandForm categories={[{ value: "supplements", label: "Compléments" }]} />),
    );
    expect(html).toContain("URL du site web");
    expect(html).toContain('<option value="supplements">Compléments</option>');
    expect(html).toContain("Soumettre la marque pour examen");
    expect(html).not.toContain("Submit Brand for Review");
  });
});
