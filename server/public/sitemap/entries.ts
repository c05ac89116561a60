import "server-only";
import { DIRECTORY_CATEGORIES, listingPath, type DirectoryCategory } from "@/lib/directory/kinds";
import { absoluteUrl } from "@/lib/site";
import type { SitemapUrl } from "@/lib/seo/sitemap-xml";
import { indexableComparisons } from "@/server/public/compare/indexable";
import { SITEMAP_MAX_URLS, countPublishedListings, lastModifiedByKind, sitemapListingsPage } from "./queries";

/**
 * Home, /directory, every category page and the indexable comparisons (picked by the admin or opened by visitors);
 * lastmod is the newest change among their listings.
 */
export async function staticAndCategoryUrls(): Promise<SitemapUrl[]> {
  const byKind = await lastModifiedByKind();
  const dates = Object.values(byKind);
  const newest = dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined;
  const categories = (Object.entries(DIRECTORY_CATEGORIES) as [DirectoryCategory, keyof typeof byKind][])
    .filter(([, kind]) => byKind[kind])
    .map(([category, kind]) => ({ loc: absoluteUrl(`/directory?category=${category}`), lastmod: byKind[kind] }));
  const comparisons = (await indexableComparisons()).map((comparison) => ({
    loc: absoluteUrl(comparison.path),
    lastmod: comparison.lastModified,
  }));
  return [
    { loc: absoluteUrl("/"), lastmod: newest },
    { loc: absoluteUrl("/directory"), lastmod: newest },
    ...categories,
    ...comparisons,
  ];
}

export async function listingUrls(page: number): Promise<SitemapUrl[]> {
  const rows = await sitemapListingsPage(page, SITEMAP_MAX_URLS);
  return rows.map((row) => ({ loc: absoluteUrl(listingPath(row)), lastmod: row.updatedAt }));
}

/** Number of listing sitemap files needed; the static/category file is separate and small. */
export async function listingSitemapCount(): Promise<number> {
  return Math.ceil((await countPublishedListings()) / SITEMAP_MAX_URLS);
}
