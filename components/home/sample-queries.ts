import { localePath, type Locale } from "@/lib/i18n/locales";

/** The six sample questions under the hero search; their wording is in the assistant catalogue's `samples`. */
export const SAMPLE_QUERIES = ["ldl", "glucose", "sleep", "longevity", "energy", "inflammation"] as const;

/** Without JavaScript a sample question opens the directory's search for it, in the page's language. */
export function sampleQueryHref(locale: Locale, query: string): string {
  return localePath(locale, `/directory?search=${encodeURIComponent(query)}`);
}
