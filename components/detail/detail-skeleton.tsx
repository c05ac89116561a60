import { Skeleton } from "@/components/ui/skeleton";

const MAIN_CARDS = 3;
const SIDE_CARDS = 2;

/** Loading placeholder shaped like a detail page (back link, header card, main column, sidebar). */
export function DetailSkeleton() {
  return (
    <div
      role="status"
      className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8"
      data-testid="detail-skeleton"
    >
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-5 w-36" />
      <div className="mt-5 flex flex-col gap-5 rounded-xl border border-slate-200 p-4 sm:p-6 md:flex-row">
        <Skeleton className="size-[88px] rounded-2xl" />
        <div className="flex-1">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="mt-3 h-8 w-2/3 max-w-md" />
          <Skeleton className="mt-3 h-4 w-1/2 max-w-xs" />
          <Skeleton className="mt-3 h-4 w-32" />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row md:flex-col">
          <Skeleton className="h-11 w-full md:w-40" />
          <Skeleton className="h-11 w-full md:w-40" />
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3" aria-hidden="true">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {Array.from({ length: MAIN_CARDS }, (_, index) => (
            <div key={index} className="rounded-xl border border-slate-200 p-4 sm:p-6">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="mt-4 h-4 w-full" />
              <Skeleton className="mt-2 h-4 w-11/12" />
              <Skeleton className="mt-2 h-4 w-4/5" />
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-6">
          {Array.from({ length: SIDE_CARDS }, (_, index) => (
            <div key={index} className="rounded-xl border border-slate-200 p-4 sm:p-6">
              <Skeleton className="h-6 w-32" />
              <Skeleton className="mt-4 h-4 w-full" />
              <Skeleton className="mt-2 h-4 w-3/4" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
