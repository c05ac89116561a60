/** The most URLs one sitemap file may list (the sitemaps.org protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;
