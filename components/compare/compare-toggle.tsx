"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/use-toast";
import { toggleCompare, type CompareItem } from "@/lib/compare/compare-store";
import { COMPARE_MAX } from "@/lib/compare/compare-path";
import { cn } from "@/lib/cn";
import { useCompareItems } from "./use-compare";

/**
 * "Compare": adds the listing to the visitor's comparison or takes it out. Sits above a card's covering link
 * (relative z-10) like the heart. Cards show a compact toggle, detail pages a button with its label.
 */
export function CompareToggle({ listing, labelled = false }: { listing: CompareItem; labelled?: boolean }) {
  const items = useCompareItems();
  const t = useTranslations("compare.toggle");
  const pressed = items.some((item) => item.kind === listing.kind && item.slug === listing.slug);

  function toggle() {
    const outcome = toggleCompare(listing, items);
    if (outcome === "full") toast({ title: t("full", { kind: listing.kind, max: COMPARE_MAX }) });
    if (outcome === "restarted") toast({ title: t("restarted", { kind: listing.kind }) });
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={pressed}
      aria-label={labelled ? undefined : t("labelFor", { name: listing.name })}
      data-testid="compare-toggle"
      className={cn(labelled ? "btn btn-outline btn-md compare-toggle" : "compare-toggle compare-toggle-card")}
    >
      {t("label")}
    </button>
  );
}
