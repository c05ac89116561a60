"use client";

import { toast } from "@/components/ui/use-toast";
import { toggleCompare, type CompareItem } from "@/lib/compare/compare-store";
import { COMPARE_MAX } from "@/lib/compare/compare-path";
import { KIND_LABELS } from "@/lib/directory/kinds";
import { cn } from "@/lib/cn";
import { useCompareItems } from "./use-compare";

/**
 * "Compare": adds the listing to the visitor's comparison or takes it out. Sits above a card's covering link
 * (relative z-10) like the heart. Cards show a compact toggle, detail pages a button with its label.
 */
export function CompareToggle({ listing, labelled = false }: { listing: CompareItem; labelled?: boolean }) {
  const items = useCompareItems();
  const pressed = items.some((item) => item.kind === listing.kind && item.slug === listing.slug);

  function toggle() {
    const outcome = toggleCompare(listing, items);
    const kinds = `${KIND_LABELS[listing.kind].toLowerCase()}s`;
    if (outcome === "full") toast({ title: `You can compare up to ${COMPARE_MAX} ${kinds} at once` });
    if (outcome === "restarted") toast({ title: `Started a new comparison of ${kinds}` });
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={pressed}
      aria-label={labelled ? undefined : `Compare ${listing.name}`}
      data-testid="compare-toggle"
      className={cn(labelled ? "btn btn-outline btn-md compare-toggle" : "compare-toggle compare-toggle-card")}
    >
      Compare
    </button>
  );
}
