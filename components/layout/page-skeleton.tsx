import { Skeleton } from "@/components/ui/skeleton";

const CARD_COUNT = 6;

/** Placeholder shaped like a heading plus a card grid, so content swaps in without a large shift. */
export function PageSkeleton() {
  return (
    <div role="status" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-5 w-5/6 max-w-xl" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: CARD_COUNT }, (_, index) => (
          <div key={index} className="rounded-xl border border-slate-200 p-4 sm:p-6" aria-hidden="true">
            <div className="flex items-center gap-3">
              <Skeleton className="size-12 rounded-lg" />
              <div className="flex-1">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="mt-2 h-4 w-1/2" />
              </div>
            </div>
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-4/5" />
          </div>
        ))}
      </div>
    </div>
  );
}
