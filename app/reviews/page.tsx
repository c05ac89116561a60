import type { Metadata } from "next";
import Link from "next/link";
import { ReviewItem } from "@/components/reviews/review-item";
import { Button } from "@/components/ui/button";
import { listingPath } from "@/lib/directory/kinds";
import { pageMetadata } from "@/lib/seo/metadata";
import { getLatestReviews } from "@/server/public/reviews/queries";

export const metadata: Metadata = pageMetadata({
  title: "Latest Reviews",
  description:
    "The newest reviews of longevity clinics, labs, practitioners, wearables and supplements, written by Longevity Directory members.",
  path: "/reviews",
});

/** Members' newest reviews across the directory, each under the listing it is about. Rendered once per review change. */
export default async function ReviewsPage() {
  const reviews = await getLatestReviews();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8">
        <h1 className="page-title">Latest Reviews</h1>
        <p className="mt-3 text-base text-slate-600">
          What members say about the places and products they have tried. Every rating in the directory comes from
          reviews like these.
        </p>
      </header>
      {reviews.length === 0 ? (
        <div
          className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          data-testid="reviews-empty"
        >
          <p className="text-slate-700">
            No reviews yet. Tried a clinic, lab or product? Find it in the directory and be the first to review it.
          </p>
          <Button asChild className="mt-4">
            <Link href="/directory">Browse the directory</Link>
          </Button>
        </div>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="latest-reviews">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <h2 className="mb-2 text-base font-semibold">
                <Link href={listingPath(review.listing)} className="text-brand-700 hover:underline">
                  {review.listing.name}
                </Link>
              </h2>
              <ul>
                <ReviewItem review={review} />
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
