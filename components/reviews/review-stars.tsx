import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";

/**
 * A review's stars out of 5. Text stars, not five SVGs: a detail page shows ten reviews and sends its markup twice
 * (HTML and RSC payload).
 */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  const t = useTranslations("listing");
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={t("stars", { count: filled })}
      className={cn("leading-none tracking-tight", className)}
    >
      <span className="text-amber-400">{"★".repeat(filled)}</span>
      <span className="text-slate-300">{"★".repeat(5 - filled)}</span>
    </span>
  );
}
