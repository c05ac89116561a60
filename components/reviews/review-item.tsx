import { useLocale, useTranslations } from "next-intl";
import { ALL_REVIEW_DIMENSIONS } from "@/lib/reviews/dimensions";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import {
  isHiddenReview,
  type HiddenReviewNotice,
  type ListedReview,
  type PublicReview,
} from "@/lib/reviews/review-schema";
import { ReviewStars } from "./review-stars";

export function formatReviewDate(locale: Locale, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatDate(locale, date);
}

/** Who wrote a review, its stars and date, title and text: as readers and the listing's owner see it. */
export function ReviewContent({
  review,
}: {
  review: Pick<PublicReview, "author" | "rating" | "createdAt" | "title" | "body">;
}) {
  const locale = useLocale();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">{review.author}</span>
        <ReviewStars rating={review.rating} />
        <time dateTime={review.createdAt} className="text-slate-500">
          {formatReviewDate(locale, review.createdAt)}
        </time>
      </div>
      {review.title ? <p className="mt-1 font-medium text-slate-900">{review.title}</p> : null}
      {review.body ? (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{review.body}</p>
      ) : null}
    </>
  );
}

/**
 * Whether and how the author was shown to be a client: "Verified client" and how, or "Not verified", in the same
 * place and the same weight, so neither kind of review stands out.
 */
export function ReviewVerificationLine({ verification }: Pick<PublicReview, "verification">) {
  const t = useTranslations("reviews-form.shown");
  const verified = verification === "owner_invitation";
  return (
    <p className="mt-1 text-xs text-slate-700" data-testid="review-verification" data-verified={verified}>
      <span className="font-semibold">{verified ? t("verified") : t("notVerified")}</span>
      {" · "}
      {verified ? t("verifiedHow") : t("notVerifiedHow")}
    </p>
  );
}

function ReviewDimensionList({ dimensions }: Pick<PublicReview, "dimensions">) {
  const t = useTranslations("reviews-form.dimensions");
  const shown = ALL_REVIEW_DIMENSIONS.filter((key) => dimensions?.[key] != null);
  if (!shown.length) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" data-testid="review-dimensions-shown">
      {shown.map((key) => (
        <div key={key} className="flex gap-1">
          <dt>{t(key)}</dt>
          <dd className="font-semibold">{dimensions?.[key]}/5</dd>
        </div>
      ))}
    </dl>
  );
}

/** One published review in a list: rendered by the cached page for the first page, and by the "Load more" island. */
export function ReviewItem({ review }: { review: PublicReview }) {
  const t = useTranslations("reviews-form.shown");
  return (
    <li id={`review-${review.id}`} className="scroll-mt-24 py-3 first:pt-0 last:pb-0" data-testid="review-item">
      <ReviewContent review={review} />
      <ReviewVerificationLine verification={review.verification} />
      {review.byOwner ? (
        <p className="mt-1 text-xs font-semibold text-amber-800" data-testid="review-by-owner">
          {t("byOwner")}
        </p>
      ) : null}
      <ReviewDimensionList dimensions={review.dimensions} />
      {review.reply ? (
        <div className="mt-2 ml-4 border-l-2 border-emerald-200 pl-3" data-testid="owner-reply">
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">{t("replyFromOwner")}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{review.reply.body}</p>
        </div>
      ) : null}
    </li>
  );
}

/** A review moderation hid, in its own place in the list: the public rule it broke, never its text or author. */
function HiddenReviewItem({ notice }: { notice: HiddenReviewNotice }) {
  const t = useTranslations("reviews-form.shown");
  const rules = useTranslations("reviews-form.rules");
  return (
    <li id={`review-${notice.id}`} className="py-3 first:pt-0 last:pb-0" data-testid="hidden-review">
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
        {notice.rule ? t("hiddenPlaceholder", { rule: rules(`${notice.rule}.title`) }) : t("hiddenPlaceholderNoRule")}
      </p>
    </li>
  );
}

/** One place in a listing's review list: the review, or the placeholder of one moderation hid. */
export function ListedReviewItem({ review }: { review: ListedReview }) {
  return isHiddenReview(review) ? <HiddenReviewItem notice={review} /> : <ReviewItem review={review} />;
}
