import "server-only";
import { DIRECTORY_CATEGORIES, listingPath, type DirectoryCategory } from "@/lib/directory/kinds";
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { absoluteUrl } from "@/lib/site";
import { languageAlternates } from "@/lib/seo/metadata";
import type { SitemapUrl } from "@/lib/seo/sitemap-xml";
import { countPublishedListings, lastModifiedByKind, sitemapListingsPage } from "./queries";

/** A sitemap file holds at most 50,000 URLs: each listing is one per language. */
export const SITEMAP_MAX_URLS = 50_000;
const LISTINGS_PER_FILE = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);

/** Indexable pages that are not listings or directory views, shown in every language. */
const CONTENT_PAGES = ["/oura", "/reviews", "/help", "/contact", "/privacy", "/terms"];

/** One page in every language, each entry listing all of them (itself included) as its hreflang alternates. */
function inEveryLocale(path: string, lastmod?: Date): SitemapUrl[] {
  const alternates = Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, absoluteUrl(href)]),
  );
  return LOCALES.map((locale) => ({ loc: absoluteUrl(localePath(locale, path)), lastmod, alternates }));
}

/** Home, /directory, every category page and the content pages; lastmod is the newest change among their listings. */
export async function staticAndCategoryUrls(): Promise<SitemapUrl[]> {
  const byKind = await lastModifiedByKind();
  const dates = Object.values(byKind);
  const newest = dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined;
  const categories = (Object.entries(DIRECTORY_CATEGORIES) as [DirectoryCategory, keyof typeof byKind][])
    .filter(([, kind]) => byKind[kind])
    .flatMap(([category, kind]) => inEveryLocale(`/directory?category=${category}`, byKind[kind]));
  return [
    ...inEveryLocale("/", newest),
    ...inEveryLocale("/directory", newest),
    ...categories,
    ...CONTENT_PAGES.flatMap((path) => inEveryLocale(path)),
  ];
}

export async function listingUrls(page: number): Promise<SitemapUrl[]> {
  const rows = await sitemapListingsPage(page, LISTINGS_PER_FILE);
  return rows.flatMap((row) => inEveryLocale(listingPath(row), row.updatedAt));
}

/** Number of listing sitemap files needed; the static/category file is separate and small. */
export async function listingSitemapCount(): Promise<number> {
  return Math.ceil((await countPublishedListings()) / LISTINGS_PER_FILE);
}
