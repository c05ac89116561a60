import { useTranslations } from "next-intl";
import { filledStars, formatReviewCount } from "@/lib/format";

/**
 * Floored stars out of 5 with the review count; renders nothing until a listing has member reviews.
 * Text stars from CSS, not five SVGs or glyphs: a directory page shows 60+ cards, and the markup is sent twice (HTML
 * and RSC payload).
 */
export function RatingStars({
  rating,
  reviewCount,
  size = 16,
}: {
  rating: number | null;
  reviewCount: number;
  size?: number;
}) {
  const t = useTranslations("listing");
  if (rating === null || reviewCount < 1) return null;
  const filled = filledStars(rating);
  return (
    <div className="rating" aria-label={t("rated", { rating: rating.toFixed(1), count: reviewCount })}>
      {/* The stars are drawn by CSS (.rating-stars-N): no glyphs in the markup of every card. 14 px is their own size. */}
      <span
        aria-hidden="true"
        className={`rating-stars rating-stars-${filled}`}
        style={size === 14 ? undefined : { fontSize: size }}
      />
      <b>{rating.toFixed(1)}</b>
      <span>{`(${formatReviewCount(reviewCount)})`}</span>
    </div>
  );
}
