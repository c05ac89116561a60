// The listing editors' Translations section (admin and owner share it) and the one schema its values go through.
import { useForm } from "react-hook-form";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ListingTranslationFields } from "@/components/admin/listing-translation-fields";
import { listingEditSchema, type ListingEditFormValues, type ListingEditInput } from "@/lib/listings/editor-schema";
import type { Locale } from "@/lib/i18n/locales";
import { withIntl } from "../support/i18n";

const blank = { shortDescription: "", description: "", longDescription: "" };

function Section({
  contentLocale,
  translations,
}: {
  contentLocale: string;
  translations: Record<string, typeof blank>;
}) {
  const form = useForm<ListingEditFormValues, unknown, ListingEditInput>({ defaultValues: { translations } });
  return <ListingTranslationFields form={form} contentLocale={contentLocale} />;
}

async function render(locale: Locale, contentLocale: string, translations: Record<string, typeof blank>) {
  const intl = await withIntl(locale);
  return renderToStaticMarkup(intl(<Section contentLocale={contentLocale} translations={translations} />));
}

describe("the Translations section", () => {
  it("shows a group per language that has a translation, its fields marked with that language", async () => {
    const html = await render("en", "en", {
      de: { ...blank, shortDescription: "Eine Klinik." },
      fr: blank,
      nl: { ...blank, longDescription: "Een kliniek." },
    });
    expect(html).toContain("The descriptions are written in English.");
    expect(html).toContain('data-testid="listing-translation-de"');
    expect(html).toContain('data-testid="listing-translation-nl"');
    expect(html).not.toContain('data-testid="listing-translation-fr"');
    expect(html).toContain("German translation");
    expect(html.match(/<textarea[^>]*lang="de"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Remove the Dutch translation"');
    // The languages left to add: every other one but the original.
    const options = [...html.matchAll(/<option value="(\w+)"/g)].map((match) => match[1]);
    expect(options).toEqual(["fr", "es", "it"]);
  });

  it("speaks the editor's language and offers every language but the original when there are none", async () => {
    const html = await render("de", "fr", {});
    expect(html).toContain("Noch keine Übersetzungen.");
    expect(html).toContain("Die Beschreibungen sind auf Französisch verfasst.");
    expect(html).toContain("Übersetzung hinzufügen");
    const options = [...html.matchAll(/<option value="(\w+)"/g)].map((match) => match[1]);
    expect(options).toEqual(["en", "de", "es", "it", "nl"]);
  });
});

describe("the section's values through listingEditSchema", () => {
  const parse = (translations: unknown) => z.safeParse(listingEditSchema, { translations });

  it("keeps the languages with text, trimmed; a cleared language is removed", () => {
    const result = parse({ de: { ...blank, shortDescription: " Kurz " }, fr: blank, es: { description: null } });
    expect(result.data).toEqual({ translations: { de: { shortDescription: "Kurz" } } });
    expect(parse({ de: blank }).data).toEqual({ translations: {} });
  });

  it("names the field of each problem, an unknown language on its key", () => {
    const result = parse({ de: { ...blank, shortDescription: "x".repeat(501) }, klingon: blank });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join(".")).sort();
    expect(paths).toEqual(["translations.de.shortDescription", "translations.klingon"]);
  });
});
