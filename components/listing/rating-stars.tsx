import { Star } from "lucide-react";
import { filledStars, formatReviewCount } from "@/lib/format";

/** Floored stars out of 5 with the review count; renders nothing until a listing has member reviews. */
export function RatingStars({ rating, reviewCount, size = 16 }: { rating: number | null; reviewCount: number; size?: number }) {
  if (rating === null || reviewCount < 1) return null;
  const filled = filledStars(rating);
  return (
    <div className="flex items-center gap-1 text-sm text-slate-700" aria-label={`Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} reviews`}>
      <span className="flex" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} width={size} height={size} className={i < filled ? "fill-amber-400 text-amber-400" : "text-slate-300"} />
        ))}
      </span>
      <span className="font-medium">{rating.toFixed(1)}</span>
      <span className="text-slate-500">({formatReviewCount(reviewCount)})</span>
    </div>
  );
}
