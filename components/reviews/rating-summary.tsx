import { useFormatter, useLocale, useTranslations } from "next-intl";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { showsSplitRating, type RatingMean, type RatingSummary } from "@/lib/reviews/rating-summary";
import { HOW_REVIEWS_WORK_PATH } from "@/lib/reviews/review-rules";

/**
 * A review block's head: the plain mean of the published reviews with their count (and the verified and not verified
 * means too when they are more than a star apart), the placeholders of reviews moderation hid, each naming the
 * public rule it broke, and the link to how reviews work.
 */
export function RatingSummaryBlock({ summary }: { summary?: RatingSummary }) {
  const t = useTranslations("reviews-form.shown");
  const rules = useTranslations("reviews-form.rules");
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
      {summary?.hidden.length ? (
        <ul className="mt-2 flex flex-col gap-1" data-testid="hidden-reviews">
          {summary.hidden.map((notice) => (
            <li
              key={notice.id}
              className="rounded-md bg-slate-100 px-3 py-2 text-slate-700"
              data-testid="hidden-review"
            >
              {notice.rule
                ? t("hiddenPlaceholder", { rule: rules(`${notice.rule}.title`) })
                : t("hiddenPlaceholderNoRule")}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
