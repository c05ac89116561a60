import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import {
  DIRECTORY_PAGE_CLASS,
  DirectoryBody,
  DirectoryHeading,
  directoryMetadata,
} from "@/components/directory/directory-page";
import { parseDirectoryState, type SearchParamsInput } from "@/lib/directory/directory-schema";
import { loadDirectoryPage } from "./load-directory";

// Searches and filtered views. Plain category views never reach this page: next.config.ts's rewrites (or Proxy, for
// URLs that need the directory's parser) serve them from their prerendered page (app/directory/[view]).
//
// Rendered per request in one piece, from the cached queries, rather than as a static shell with the results
// streamed into a Suspense boundary: the results are the page's largest content, and revealing them after the shell
// put mobile LCP at 3.1-3.5 s (Lighthouse perf 71-92); in one piece it is 1.9-2.1 s (perf 95-99). The first bytes
// (the document head) still leave at once; the body follows the query (20-150 ms for a new search on 100,000 listings).
export const instant = false;

type DirectoryPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: DirectoryPageProps): Promise<Metadata> {
  return directoryMetadata(parseDirectoryState((await searchParams) as SearchParamsInput));
}

export default async function DirectoryPage({ searchParams }: DirectoryPageProps) {
  const state = parseDirectoryState((await searchParams) as SearchParamsInput);
  const initial = await loadDirectoryPage(state, await getLocale());
  return (
    <div className={DIRECTORY_PAGE_CLASS}>
      <DirectoryHeading />
      <DirectoryBody initial={initial} />
    </div>
  );
}
