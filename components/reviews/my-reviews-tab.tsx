"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { BusyList, useBusyItem } from "@/components/ui/busy-list";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import type { MyReview } from "@/lib/reviews/review-schema";
import { YOUR_REVIEW_ANCHOR, deleteReview } from "./review-api";
import { formatReviewDate } from "./review-item";
import { useLocale, useTranslations } from "next-intl";
import { ReviewStars } from "./review-stars";
import { useMyReviews } from "./use-my-reviews";
import { DeleteReviewButton } from "./delete-review-button";

function MyReviewCard({ review, busy, onDelete }: { review: MyReview; busy: boolean; onDelete: () => void }) {
  const { listing } = review;
  const locale = useLocale();
  const t = useTranslations("profile.reviews");
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="my-review"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {listing.url ? (
          <Link href={listing.url} className="text-link text-base font-semibold" data-testid="my-review-listing">
            {listing.name}
          </Link>
        ) : (
          <span className="font-semibold text-slate-900">
            {listing.name} <span className="text-sm font-normal text-slate-500">{t("noLongerListed")}</span>
          </span>
        )}
        <time dateTime={review.createdAt} className="text-sm text-slate-500">
          {formatReviewDate(locale, review.createdAt)}
        </time>
      </div>
      <ReviewStars rating={review.rating} className="text-lg" />
      {review.title ? <p className="font-medium text-slate-900">{review.title}</p> : null}
      {review.body ? <p className="text-sm break-words whitespace-pre-line text-slate-700">{review.body}</p> : null}
      {review.status === "hidden" ? <p className="text-sm text-amber-800">{t("hidden")}</p> : null}
      <div className="flex flex-wrap gap-2">
        {listing.url ? (
          <Button asChild variant="outline" size="sm">
            <Link href={`${listing.url}#${YOUR_REVIEW_ANCHOR}`} data-testid="my-review-edit">
              {t("edit")}
            </Link>
          </Button>
        ) : null}
        <DeleteReviewButton onDelete={onDelete} busy={busy} testId="my-review-delete" label={t("delete")} />
      </div>
    </li>
  );
}

/** The profile's Reviews tab: the member's own reviews, each linking to its listing, with edit and delete. */
export function MyReviewsTab() {
  const router = useRouter();
  const { reviews, error, isLoading, mutate } = useMyReviews();
  const { busyId, whileBusy } = useBusyItem();
  const t = useTranslations("profile.reviews");

  const remove = async (review: MyReview) => {
    if (!window.confirm(t("confirmDelete"))) return;
    await whileBusy(review.id, async () => {
      try {
        await deleteReview(review.id);
        await mutate((current) => current?.filter((item) => item.id !== review.id), { revalidate: false });
        toast({ title: t("deleted") });
        // Drops listing pages this tab kept from earlier visits: they still show the deleted review.
        router.refresh();
      } catch {
        toast({ variant: "destructive", title: t("deleteFailed"), description: t("tryAgainText") });
      }
    });
  };

  if (isLoading) {
    return (
      <div className="flex flex-col gap-3" data-testid="my-reviews-loading">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (error) {
    return (
      <div className="flex flex-col items-start gap-2" role="alert" data-testid="my-reviews-error">
        <p className="text-sm text-slate-700">{t("loadFailed")}</p>
        <Button variant="outline" size="sm" onClick={() => void mutate()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  if (!reviews?.length) {
    return (
      <div className="flex flex-col items-start gap-1" data-testid="my-reviews-empty">
        <p className="text-sm text-slate-600">{t("empty")}</p>
        <Link href="/directory" className="text-link">
          {t("findSomething")}
        </Link>
      </div>
    );
  }
  return (
    <BusyList items={reviews} busyId={busyId} testId="my-reviews">
      {(review, busy) => <MyReviewCard review={review} busy={busy} onDelete={() => void remove(review)} />}
    </BusyList>
  );
}
