import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** The card's place line and two description lines, then two tag chips. */
const TEXT_LINE_WIDTHS = ["w-1/2", "w-full", "w-5/6"];
const CHIP_WIDTHS = ["w-16", "w-20"];

/** Same box as ListingCard (56 px logo, badge row, text lines, chips) so the swap does not shift the layout. */
function ListingCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5", className)}
    >
      <div className="flex items-start gap-3">
        <Skeleton className="size-14 shrink-0 rounded-xl" />
        <div className="flex-1">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="mt-2 h-5 w-20 rounded-full" />
        </div>
      </div>
      {TEXT_LINE_WIDTHS.map((width) => (
        <Skeleton key={width} className={cn("h-4", width)} />
      ))}
      <div className="mt-auto flex gap-1.5 pt-1">
        {CHIP_WIDTHS.map((width) => (
          <Skeleton key={width} className={cn("h-5 rounded-full", width)} />
        ))}
      </div>
    </div>
  );
}

export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading listings…</span>
      {Array.from({ length: count }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}
