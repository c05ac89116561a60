import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { serverFiles, staticImportGraph, zodPackages } from "../support/import-graph";

describe("the Stay Updated form island", () => {
  it("loads no form code with the page: react-hook-form, zod and the schema come as the form hydrates", () => {
    const graph = staticImportGraph("components/newsletter/lazy-newsletter-form.tsx");
    expect(zodPackages(graph)).toEqual([]);
    expect(serverFiles(graph)).toEqual([]);
    expect(graph.packages).not.toContain("react-hook-form");
    expect(graph.files).not.toContain("components/newsletter/newsletter-form.tsx");
  });

  it("is a plain POST to the sign-up endpoint before it hydrates, carrying its source", () => {
    const html = renderToStaticMarkup(<NewsletterForm source="blog" tone="light" takeHeldSubmit={() => false} />);
    const tag = (pattern: RegExp) => html.match(pattern)?.[0] ?? "";
    const form = tag(/<form[^>]*>/);
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/newsletter"');
    const source = tag(/<input[^>]*name="source"[^>]*>/);
    expect(source).toContain('type="hidden"');
    expect(source).toContain('value="blog"');
    const email = tag(/<input[^>]*name="email"[^>]*>/);
    expect(email).toContain('type="email"');
    expect(email).toContain('autoComplete="email"');
    // No value: what a visitor types before hydration is what the form then reads.
    expect(email).not.toContain("value=");
  });
});
