import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { showsSplitRating, type RatingMean } from "@/lib/reviews/rating-summary";
import { HOW_REVIEWS_WORK_PATH, type ReviewRule } from "@/lib/reviews/review-rules";
import { getRatingSummary } from "@/server/reviews/queries";

/**
 * A review block's head: the plain mean of the published reviews with their count (and the verified and not verified
 * means too when they are more than a star apart), the placeholders of reviews moderation hid, each naming the
 * public rule it broke, and the link to how reviews work.
 */
export async function RatingSummaryBlock({ listingId }: { listingId: string }) {
  const [summary, t, rules, format, locale] = await Promise.all([
    getRatingSummary(listingId),
    getTranslations("reviews-form.shown"),
    getTranslations("reviews-form.rules"),
    getFormatter(),
    getLocale(),
  ]);
  const stars = (mean: RatingMean) => format.number(mean.mean ?? 0, { maximumFractionDigits: 1 });
  const ruleTitle = (rule: ReviewRule) => rules(`${rule}.title`);
  return (
    <div className="mb-4 flex flex-col gap-1 text-sm text-slate-700" data-testid="rating-summary">
      {summary.all.count ? (
        <p data-testid="rating-mean">{t("ratingSummary", { rating: stars(summary.all), count: summary.all.count })}</p>
      ) : null}
      {showsSplitRating(summary) ? (
        <p data-testid="rating-split">
          {t("ratingVerified", { rating: stars(summary.verified), count: summary.verified.count })}
          {" · "}
          {t("ratingUnverified", { rating: stars(summary.unverified), count: summary.unverified.count })}
        </p>
      ) : null}
      <p>
        <a
          href={localePath(locale as Locale, HOW_REVIEWS_WORK_PATH)}
          className="text-link"
          data-testid="how-reviews-work-link"
        >
          {t("howReviewsWork")}
        </a>
      </p>
      {summary.hidden.length ? (
        <ul className="mt-2 flex flex-col gap-1" data-testid="hidden-reviews">
          {summary.hidden.map((notice) => (
            <li
              key={notice.id}
              className="rounded-md bg-slate-100 px-3 py-2 text-slate-700"
              data-testid="hidden-review"
            >
              {notice.rule ? t("hiddenPlaceholder", { rule: ruleTitle(notice.rule) }) : t("hiddenPlaceholderNoRule")}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
