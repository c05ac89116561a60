import type { Metadata } from "next";
import { Suspense } from "react";
import type { BreadcrumbList, ItemList } from "schema-dts";
import { DIRECTORY_COPY, directoryTitle } from "@/components/directory/directory-copy";
import { DirectoryControls } from "@/components/directory/directory-controls";
import { directoryBreadcrumbJsonLd, directoryItemListJsonLd } from "@/components/directory/directory-json-ld";
import { DirectoryResults } from "@/components/directory/directory-results";
import { DirectoryControlsSkeleton, DirectoryResultsSkeleton } from "@/components/directory/directory-skeleton";
import { activeFilterCount, categoryHref, parseDirectoryState, type SearchParamsInput } from "@/components/directory/directory-state";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { loadDirectoryPage } from "./load-directory";

type DirectoryPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Each category its own title and description; filtered and searched views point at their category page. */
export async function generateMetadata({ searchParams }: DirectoryPageProps): Promise<Metadata> {
  const state = parseDirectoryState((await searchParams) as SearchParamsInput);
  const copy = DIRECTORY_COPY[state.category];
  const metadata = pageMetadata({
    title: directoryTitle(state),
    description: copy.description,
    path: categoryHref(state.category),
    keywords: copy.keywords,
  });
  // Search results are thin, endless variants: keep them out of the index but let crawlers follow the cards.
  if (state.search) metadata.robots = { index: false, follow: true, googleBot: { index: false, follow: true } };
  return metadata;
}

async function DirectoryResultsSection({ searchParams }: DirectoryPageProps) {
  const state = parseDirectoryState((await searchParams) as SearchParamsInput);
  const initial = await loadDirectoryPage(state);
  const indexable = !state.search && activeFilterCount(state) === 0;
  return (
    <>
      <JsonLd<BreadcrumbList> data={directoryBreadcrumbJsonLd(state.category)} />
      {indexable && initial.items.length ? <JsonLd<ItemList> data={directoryItemListJsonLd(state.category, initial.items)} /> : null}
      <DirectoryResults initial={initial} />
    </>
  );
}

export default function DirectoryPage({ searchParams }: DirectoryPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Health Directory</h1>
        <p className="max-w-3xl text-slate-600">
          Longevity clinics, biomarker labs, functional practitioners, wearables, supplements, foods, apps and communities, mainly in Europe.
        </p>
      </header>
      <Suspense fallback={<DirectoryControlsSkeleton />}>
        <DirectoryControls />
      </Suspense>
      <Suspense fallback={<DirectoryResultsSkeleton />}>
        <DirectoryResultsSection searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
