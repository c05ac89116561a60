import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ReviewItem } from "@/components/reviews/review-item";
import { localizedMetadata } from "@/lib/seo/localized-metadata";
import { Button } from "@/components/ui/button";
import { listingPath } from "@/lib/directory/kinds";
import { localePath } from "@/lib/i18n/locales";
import { getLatestReviews } from "@/server/reviews/queries";
import { HOW_REVIEWS_WORK_PATH } from "@/lib/reviews/review-rules";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reviews-page.meta");
  return localizedMetadata({ title: t("title"), description: t("description"), path: "/reviews" });
}

/** Members' newest reviews across the directory, each under the listing it is about. Rendered once per review change. */
export default async function ReviewsPage() {
  const [locale, t, reviews] = await Promise.all([getLocale(), getTranslations("reviews-page"), getLatestReviews()]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8">
        <h1 className="page-title">{t("title")}</h1>
        <p className="mt-3 text-base text-slate-600">{t("intro")}</p>
        <p className="mt-2 text-sm">
          <Link
            href={localePath(locale, HOW_REVIEWS_WORK_PATH)}
            className="text-link"
            data-testid="how-reviews-work-link"
          >
            {t("howReviewsWork")}
          </Link>
        </p>
      </header>
      {reviews.length === 0 ? (
        <div
          className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          data-testid="reviews-empty"
        >
          <p className="text-slate-700">{t("empty")}</p>
          <Button asChild className="mt-4">
            <Link href={localePath(locale, "/directory")}>{t("browse")}</Link>
          </Button>
        </div>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="latest-reviews">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <h2 className="mb-2 text-base font-semibold">
                <Link href={localePath(locale, listingPath(review.listing))} className="text-brand-700 hover:underline">
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
