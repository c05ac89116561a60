import { DirectoryControlsSkeleton, DirectoryResultsSkeleton } from "@/components/directory/directory-skeleton";

export default function DirectoryLoading() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <span role="status" className="sr-only">Loading the directory…</span>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Health Directory</h1>
        <p className="max-w-3xl text-slate-600">
          Longevity clinics, biomarker labs, functional practitioners, wearables, supplements, foods, apps and communities, mainly in Europe.
        </p>
      </header>
      <DirectoryControlsSkeleton />
      <DirectoryResultsSkeleton />
    </div>
  );
}
