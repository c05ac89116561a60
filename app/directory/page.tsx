import type { Metadata } from "next";
import { Suspense } from "react";
import { DIRECTORY_PAGE_CLASS, DirectoryBody, DirectoryHeading, directoryMetadata } from "@/components/directory/directory-page";
import { DirectoryControlsSkeleton, DirectoryResultsSkeleton } from "@/components/directory/directory-skeleton";
import { parseDirectoryState, type SearchParamsInput } from "@/lib/directory/directory-state";
import { loadDirectoryPage } from "./load-directory";

// Searches and filtered views. Plain category views never reach this page: next.config.ts's rewrites (or Proxy, for
// URLs that need the directory's parser) serve them from their prerendered page (app/directory/[view]). Here the
// static shell is sent at once and the results stream in, rendered per request from the cached queries.

type DirectoryPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: DirectoryPageProps): Promise<Metadata> {
  return directoryMetadata(parseDirectoryState((await searchParams) as SearchParamsInput));
}

async function SearchedDirectory({ searchParams }: DirectoryPageProps) {
  const state = parseDirectoryState((await searchParams) as SearchParamsInput);
  return <DirectoryBody initial={await loadDirectoryPage(state)} />;
}

export default function DirectoryPage({ searchParams }: DirectoryPageProps) {
  return (
    <div className={DIRECTORY_PAGE_CLASS}>
      <DirectoryHeading />
      <Suspense
        fallback={
          <>
            <DirectoryControlsSkeleton />
            <DirectoryResultsSkeleton />
          </>
        }
      >
        <SearchedDirectory searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
