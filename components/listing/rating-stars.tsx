import { filledStars, formatReviewCount } from "@/lib/format";

/**
 * Floored stars out of 5 with the review count; renders nothing until a listing has member reviews.
 * Text stars, not five SVGs: a directory page shows 60+ cards, and the markup is sent twice (HTML and RSC payload).
 */
export function RatingStars({ rating, reviewCount, size = 16 }: { rating: number | null; reviewCount: number; size?: number }) {
  if (rating === null || reviewCount < 1) return null;
  const filled = filledStars(rating);
  return (
    <div className="flex items-center gap-1 text-sm text-slate-700" aria-label={`Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} reviews`}>
      <span aria-hidden="true" className="leading-none tracking-tight" style={{ fontSize: size }}>
        <span className="text-amber-400">{"★".repeat(filled)}</span>
        <span className="text-slate-300">{"★".repeat(5 - filled)}</span>
      </span>
      <span className="font-medium">{rating.toFixed(1)}</span>
      <span className="text-slate-500">({formatReviewCount(reviewCount)})</span>
    </div>
  );
}
