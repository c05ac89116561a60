"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";

/** Shown while the review composer's code or the member's reviews load. */
export function ReviewsLoading() {
  const t = useTranslations("reviews-form");
  return (
    <p className="flex min-h-11 items-center gap-2 text-sm text-slate-500" role="status">
      <Icon name="loader-2" aria-hidden="true" className="size-4 animate-spin" /> {t("loading")}
    </p>
  );
}
