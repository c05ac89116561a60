import type { Metadata } from "next";
import { DEFAULT_LOCALE, LOCALES, localePath, OG_LOCALES, type Locale } from "@/lib/i18n/locales";

type PageMetadataInput = {
  title: string;
  description: string;
  /** The page's unprefixed path ("/help", "/clinic/x"); each locale's URL is derived from it. */
  path: string;
  locale: Locale;
  siteName: string;
  keywords?: string[];
  noindex?: boolean;
  image?: string;
  type?: "website" | "article";
  /** Other formats of the page (its feeds, a Markdown copy), by content type: `<link rel="alternate" type=…>`. */
  formats?: Record<string, { url: string; title: string }[]>;
};

/**
 * The hreflang set of a page that exists in every locale: each language's URL plus x-default (English, whose URLs
 * carry no prefix). The same set on every language's page, so the alternates are reciprocal.
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])),
    "x-default": localePath(DEFAULT_LOCALE, path),
  };
}

/** Title, description, keywords, canonical and hreflang, OpenGraph, Twitter and robots for one page, from one place. */
export function pageMetadata({
  title,
  description,
  path,
  locale,
  siteName,
  keywords,
  noindex,
  image,
  type = "website",
  formats,
}: PageMetadataInput): Metadata {
  const images = image ? [{ url: image, width: 1200, height: 630, alt: title }] : undefined;
  const url = localePath(locale, path);
  return {
    title,
    description,
    keywords,
    alternates: noindex
      ? { canonical: url, types: formats }
      : { canonical: url, languages: languageAlternates(path), types: formats },
    openGraph: {
      title,
      description,
      url,
      siteName,
      type,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALES[other]),
      images,
    },
    twitter: { card: "summary_large_image", title, description, images: image ? [image] : undefined },
    robots: noindex
      ? { index: false, follow: false, googleBot: { index: false, follow: false } }
      : { index: true, follow: true },
  };
}

export const NOINDEX: Metadata["robots"] = { index: false, follow: false, googleBot: { index: false, follow: false } };

/** For pages opened from an emailed link: the token is in the URL, so never pass it on as a Referer. */
export function tokenLinkMetadata(title: string): Metadata {
  return { title, robots: NOINDEX, referrer: "no-referrer" };
}
