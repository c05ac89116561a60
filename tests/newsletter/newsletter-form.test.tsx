import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { newsletterCopyFrom } from "@/components/newsletter/newsletter-copy";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { serverFiles, staticImportGraph, zodPackages } from "../support/import-graph";
import { withIntl } from "../support/i18n";

/** The form's server markup on a page in this language, with the wording that page hands it. */
async function renderIn(locale: Locale) {
  const [intl, t] = await Promise.all([withIntl(locale), translator(locale, "newsletter")]);
  return renderToStaticMarkup(intl(<NewsletterForm source="blog" tone="light" copy={newsletterCopyFrom(t)} />));
}

describe("the Stay Updated form island", () => {
  it("loads no form code with the page: react-hook-form, zod and the schema come as the form hydrates", () => {
    const graph = staticImportGraph("components/newsletter/lazy-newsletter-form.tsx");
    expect(zodPackages(graph)).toEqual([]);
    expect(serverFiles(graph)).toEqual([]);
    expect(graph.packages).not.toContain("react-hook-form");
    expect(graph.files).not.toContain("components/newsletter/newsletter-form.tsx");
  });

  it("is a plain POST to the sign-up endpoint before it hydrates, carrying its source", async () => {
    const html = await renderIn("en");
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

  it("speaks the page's language: its label, placeholder and button", async () => {
    const html = await renderIn("de");
    expect(html).toContain("E-Mail-Adresse");
    expect(html).toContain('placeholder="sie@beispiel.de"');
    expect(html).toContain(">Abonnieren<");
    expect(html).not.toContain("Email address");
    expect(html).not.toContain(">Subscribe<");
  });
});
