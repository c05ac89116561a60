// Relative imports only: next.config.ts and proxy.ts load this file.

/** The interface's languages. English is the default and keeps the unprefixed URLs search engines already know. */
export const LOCALES = ["en", "de", "fr", "es", "it", "nl"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The locales whose URLs carry a prefix (`/de/…`); English has none. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The visitor's chosen language, for Proxy (per-request pages) and client code only: cached pages never read it. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Each language's name in itself, as a language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  nl: "Nederlands",
};

/** Each language's English name, for text written in English (admin field messages, the assistant's prompt). */
export const ENGLISH_LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "German",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  nl: "Dutch",
};

/** OpenGraph's `og:locale` per language (the directory is European: British English). */
export const OG_LOCALES: Record<Locale, string> = {
  en: "en_GB",
  de: "de_DE",
  fr: "fr_FR",
  es: "es_ES",
  it: "it_IT",
  nl: "nl_NL",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The public URL of an unprefixed path in a locale: `/de/clinic/x`, `/de` for the home page, `/clinic/x` in English. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/") return `/${locale}`;
  return path.startsWith("/?") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The locale a public pathname is in, and the pathname without its prefix (`/de/help` → de, `/help`). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] || "/" };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The supported locale a browser prefers most (from `navigator.languages` or Accept-Language tags), if any. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.trim().slice(0, 2).toLowerCase();
    if (isLocale(language)) return language;
  }
  return null;
}

/** One set of route params per language: what every prerendered [locale] route is built for. */
export function localeParams(): { locale: Locale }[] {
  return LOCALES.map((locale) => ({ locale }));
}
