import { LOCALES } from "@/lib/i18n/locales";

/** The most URLs one sitemap file may list (the sitemaps.org protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

/** Listings per sitemap file: each listing is one URL per language. */
export const LISTINGS_PER_SITEMAP_FILE = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);
