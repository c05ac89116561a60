import { ListingGridSkeleton } from "@/components/listing/listing-card-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder of the search box, pills and filter toggle, at their real heights. */
export function DirectoryControlsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <div className="flex max-w-2xl gap-2">
        <Skeleton className="h-11 flex-1 sm:h-10" />
        <Skeleton className="h-11 w-20 sm:h-10" />
      </div>
      <div className="flex gap-2 overflow-hidden">
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} className="h-11 w-24 shrink-0 rounded-full sm:h-9" />
        ))}
      </div>
      <Skeleton className="h-11 w-28 sm:h-10" />
    </div>
  );
}

export function DirectoryResultsSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-7 w-64 sm:h-8" />
      <ListingGridSkeleton count={6} />
    </div>
  );
}
