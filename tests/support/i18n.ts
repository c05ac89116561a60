import { translator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";

/** The catalogue parts detail pages, their metadata and structured data read, for one locale (English by default). */
export async function detailCopyIn(locale: Locale = "en") {
  const [t, options, kinds, categories] = await Promise.all([
    translator(locale, "detail"),
    translator(locale, "options"),
    translator(locale, "kinds.kinds"),
    translator(locale, "kinds.categories"),
  ]);
  return { locale, t, options, kinds, categories, siteName: "Longevity Directory" };
}
