import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { localePath } from "@/lib/i18n/locales";
import type { ListingPlacement } from "@/lib/listings/placement";
import { HOW_WE_RANK_PATH, PLACEMENT_SECTION_ID } from "@/lib/listings/ranking";

/**
 * "Editor's pick" or "Sponsored", saying what it means: the label is a link to how the directory ranks (keyboard
 * users reach it), described by its explanation, which shows while it is hovered or focused. Plain markup and CSS,
 * so it explains itself before any JavaScript; above the card's covering link (relative z-10).
 */
export function PlacementBadge({ placement, className }: { placement: ListingPlacement; className?: string }) {
  const t = useTranslations("ranking.placement");
  const locale = useLocale();
  const tipId = useId();
  return (
    <span className={cn("placement-badge", className)} data-placement={placement}>
      <a
        href={localePath(locale, `${HOW_WE_RANK_PATH}#${PLACEMENT_SECTION_ID}`)}
        aria-describedby={tipId}
        className={cn(
          "badge",
          placement === "sponsored" ? "badge-sponsored badge-sparkles" : "badge-default badge-star",
        )}
      >
        {t(`${placement}.label`)}
      </a>
      <span role="tooltip" id={tipId} className="placement-tip">
        {t(`${placement}.explanation`)}
      </span>
    </span>
  );
}
