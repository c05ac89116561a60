import { useFormatter, useLocale, useTranslations } from "next-intl";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { showsSplitRating, type RatingMean, type RatingSummary } from "@/lib/reviews/rating-summary";
import { HOW_REVIEWS_WORK_PATH } from "@/lib/reviews/review-rules";

/**
 * A review block's head: the plain mean of the published reviews with their count (and the verified and not verified
 * means too when they are more than a star apart) and the link to how reviews work. Reviews moderation hid stand as
 * placeholders in their own places in the list below.
 */
export function RatingSummaryBlock({ summary }: { summary?: RatingSummary }) {
  const t = useTranslations("reviews-form.shown");
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const stars = (mean: RatingMean) => format.number(mean.mean ?? 0, { maximumFractionDigits: 1 });
  return (
    <div className="mb-4 flex flex-col gap-1 text-sm text-slate-700" data-testid="rating-summary">
      {summary?.all.count ? (
        <p data-testid="rating-mean">{t("ratingSummary", { rating: stars(summary.all), count: summary.all.count })}</p>
      ) : null}
      {summary && showsSplitRating(summary) ? (
        <p data-testid="rating-split">
          {t("ratingVerified", { rating: stars(summary.verified), count: summary.verified.count })}
          {" · "}
          {t("ratingUnverified", { rating: stars(summary.unverified), count: summary.unverified.count })}
        </p>
      ) : null}
      <p>
        <a href={localePath(locale, HOW_REVIEWS_WORK_PATH)} className="text-link" data-testid="how-reviews-work-link">
          {t("howReviewsWork")}
        </a>
      </p>
    </div>
  );
}
