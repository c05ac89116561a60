"use client";

import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import type { ListedReview, PublicReviewPage } from "@/lib/reviews/review-schema";

// The loaded reviews' markup (stars, dates) is fetched with the first of them, in parallel with their request: the
// cached page ships only the button.
const loadItem = () => import("./review-item");
const ListedReviewItem = lazy(() => loadItem().then((module) => ({ default: module.ListedReviewItem })));

/** "Load more reviews": pages on from the reviews the cached page rendered, through the public reviews API. */
export function MoreReviews({ listingId, cursor: firstCursor }: { listingId: string; cursor: string }) {
  const [reviews, setReviews] = useState<ListedReview[]>([]);
  const [cursor, setCursor] = useState<string | null>(firstCursor);
  const [loading, setLoading] = useState(false);

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    void loadItem();
    try {
      const page = await apiRequest<PublicReviewPage>(
        "GET",
        `/api/listings/${encodeURIComponent(listingId)}/reviews?cursor=${encodeURIComponent(cursor)}`,
      );
      setReviews((shown) => [...shown, ...page.reviews.filter((review) => !shown.some((s) => s.id === review.id))]);
      setCursor(page.nextCursor);
    } catch {
      toast({ variant: "destructive", title: "Failed to load reviews", description: "Please try again." });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {reviews.length ? (
        <Suspense fallback={null}>
          <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100 pt-3" data-testid="more-reviews">
            {reviews.map((review) => (
              <ListedReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </Suspense>
      ) : null}
      {cursor ? (
        <Button
          variant="outline"
          className="mt-4 w-full sm:w-auto"
          onClick={loadMore}
          disabled={loading}
          data-testid="load-more-reviews"
        >
          {loading ? <Icon name="loader-2" aria-hidden="true" className="animate-spin" /> : null}
          {loading ? "Loading…" : "Load more reviews"}
        </Button>
      ) : null}
    </>
  );
}
