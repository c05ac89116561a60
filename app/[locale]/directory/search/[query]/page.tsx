import type { Metadata } from "next";
import { cacheLife } from "next/cache";
import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { DirectoryPage, directoryMetadata } from "@/components/directory/directory-page";
import type { DirectoryState } from "@/lib/directory/directory-schema";
import { searchedView, searchedViewPage } from "@/lib/directory/directory-view";
import type { Locale } from "@/lib/i18n/locales";
import { loadDirectoryPage } from "../../load-directory";

// Searches and filtered views, one page per canonical query (lib/directory/directory-view.ts): Proxy rewrites
// /directory?search=… here, so a query is rendered once and then served from the route cache until listings change,
// like the plain views. Visitors never see this path: Proxy redirects it to the public URL.

type SearchedViewProps = { params: Promise<{ query: string }> };

// One sample query is prerendered at build; every other one renders on its first visit.
export function generateStaticParams() {
  return [{ query: searchedViewPage({ category: "all", search: "longevity", filters: {} }).split("/").at(-1) }];
}

async function viewOf(params: SearchedViewProps["params"]): Promise<{ state: DirectoryState; page: number }> {
  const view = searchedView((await params).query);
  if (!view) notFound();
  return view;
}

/**
 * A query's page of results, kept for minutes rather than hours: the queries are as many as visitors type, so their pages
 * make room in the bounded caches soon (and, living under an hour, are never written to disk).
 */
async function searchedViewPageOf(state: DirectoryState, page: number, locale: Locale) {
  "use cache";
  cacheLife("minutes");
  return loadDirectoryPage(state, locale, page);
}

export async function generateMetadata({ params }: SearchedViewProps): Promise<Metadata> {
  return directoryMetadata((await viewOf(params)).state);
}

export default async function SearchedViewPage({ params }: SearchedViewProps) {
  const { state, page } = await viewOf(params);
  const initial = await searchedViewPageOf(state, page, await getLocale());
  return <DirectoryPage initial={initial} />;
}
