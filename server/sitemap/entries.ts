import "server-only";
import { DIRECTORY_CATEGORIES, listingPath, type DirectoryCategory } from "@/lib/directory/kinds";
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { absoluteUrl } from "@/lib/site";
import { languageAlternates } from "@/lib/seo/metadata";
import type { SitemapUrl } from "@/lib/seo/sitemap-xml";
import { indexableComparisons } from "@/server/comparisons";
import { LISTINGS_PER_SITEMAP_FILE, SITEMAP_MAX_URLS } from "./limits";
import { countPublishedListings, lastModifiedByKind, sitemapListingsPage } from "./queries";

export { SITEMAP_MAX_URLS };

/** Indexable pages that are not listings or directory views, shown in every language. */
const CONTENT_PAGES = [
  "/oura",
  "/reviews",
  "/reviews/how-reviews-work",
  "/help",
  "/contact",
  "/privacy",
  "/terms",
  "/how-we-rank",
  "/developers",
];

/** One page in every language, each entry listing all of them (itself included) as its hreflang alternates. */
function inEveryLocale(path: string, lastmod?: Date): SitemapUrl[] {
  const alternates = Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, absoluteUrl(href)]),
  );
  return LOCALES.map((locale) => ({ loc: absoluteUrl(localePath(locale, path)), lastmod, alternates }));
}

/**
 * Home, /directory, every category page, the content pages and the indexable comparisons (picked by the admin or
 * opened by visitors), in every language; lastmod is the newest change among their listings.
 */
export async function staticAndCategoryUrls(): Promise<SitemapUrl[]> {
  const byKind = await lastModifiedByKind();
  const dates = Object.values(byKind);
  const newest = dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined;
  const categories = (Object.entries(DIRECTORY_CATEGORIES) as [DirectoryCategory, keyof typeof byKind][])
    .filter(([, kind]) => byKind[kind])
    .flatMap(([category, kind]) => inEveryLocale(`/directory?category=${category}`, byKind[kind]));
  const comparisons = (await indexableComparisons()).flatMap((comparison) =>
    inEveryLocale(comparison.path, comparison.lastModified),
  );
  return [
    ...inEveryLocale("/", newest),
    ...inEveryLocale("/directory", newest),
    ...categories,
    ...CONTENT_PAGES.flatMap((path) => inEveryLocale(path)),
    ...comparisons,
  ];
}

export async function listingUrls(page: number): Promise<SitemapUrl[]> {
  const rows = await sitemapListingsPage(page, LISTINGS_PER_SITEMAP_FILE);
  return rows.flatMap((row) => inEveryLocale(listingPath(row), row.updatedAt));
}

/** Number of listing sitemap files needed; the static/category file is separate and small. */
export async function listingSitemapCount(): Promise<number> {
  return Math.ceil((await countPublishedListings()) / LISTINGS_PER_SITEMAP_FILE);
}
