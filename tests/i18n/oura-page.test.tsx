// The /oura brand page rendered in German: every word comes from the `oura` catalogue, the figures stay the same.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { translator, type TranslatorNamespace } from "@/lib/i18n/translator";
import { withIntl } from "../support/i18n";

// next-intl's server API on the real catalogues, the route's locale standing in for the `[locale]` root parameter.
let routeLocale: Locale = "en";
vi.mock("next-intl/server", () => ({
  getLocale: async () => routeLocale,
  getTranslations: (input: TranslatorNamespace | { locale: Locale; namespace: TranslatorNamespace }) =>
    typeof input === "string" ? translator(routeLocale, input) : translator(input.locale, input.namespace),
}));

const { default: OuraPage, generateMetadata } = await import("@/app/[locale]/oura/page");

async function renderOura(locale: Locale): Promise<string> {
  const intl = await withIntl(locale);
  return renderToStaticMarkup(intl(await OuraPage({ params: Promise.resolve({ locale }) })));
}

describe("/oura in German", () => {
  it("reads its sections, figures and buttons in German, with German links", async () => {
    const html = await renderOura("de");
    for (const text of [
      "Der Smart-Ring für Schlaf, Erholung und Gesundheit im Alltag",
      "Wichtigste Funktionen",
      "Herzfrequenzvariabilität",
      "Ruheherzfrequenz",
      "4,2/5",
      "(2.847 Bewertungen)",
      "Bewertet mit 4,2 von 5 aus 2.847 Bewertungen (redaktionelle Angabe)",
      "7 Tage",
      "100 m",
      "8 Größen",
      "299\u00a0$–549\u00a0$",
      "Oura besuchen",
      "Wearables vergleichen",
    ])
      expect(html).toContain(text);
    expect(html).toContain('href="/de/directory?category=wearables"');
    expect(html).not.toMatch(/Key Features|Heart rate variability|reviews\)|Compare Wearables/);
    for (const id of ["oura-visit", "oura-compare", "key-features", "quick-info", "oura-cta"])
      expect(html).toContain(`data-testid="${id}"`);
  });

  it("keeps the English page's words and figures", async () => {
    const html = await renderOura("en");
    for (const text of ["Key Features", "4.2/5", "(2,847 reviews)", "$299-$549", "7 days", "100m", "8 sizes"])
      expect(html).toContain(text);
    expect(html).toContain('href="/directory?category=wearables"');
  });

  it("has a German title, description and canonical URL", async () => {
    routeLocale = "de";
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: "de" }) });
    expect(metadata.title).toBe("Oura Ring — Smart-Ring für Schlaf, Erholung und Aktivität");
    expect(metadata.description).toMatch(/^Der Smart-Ring für Schlaf, Erholung und Gesundheit im Alltag\./);
    expect(String(metadata.alternates?.canonical)).toMatch(/\/de\/oura$/);
  });
});
