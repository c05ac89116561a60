import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** The `?lang=` of a URL that is not under a locale prefix (OG images): a supported locale, else English. */
export function queryLocale(searchParams: URLSearchParams): Locale {
  const lang = searchParams.get("lang");
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
