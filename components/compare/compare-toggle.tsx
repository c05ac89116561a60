"use client";

import { createTranslator, useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/use-toast";
import { toggleCompare, type CompareItem } from "@/lib/compare/compare-store";
import { COMPARE_MAX } from "@/lib/compare/compare-path";
import { cn } from "@/lib/cn";
import type { ListingKind } from "@/lib/directory/kinds";
import { TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { useCompareItems } from "./use-compare";

/**
 * "The comparison is full" and "a new comparison started" are rare: their wording (every kind's, in the page's
 * language) loads when one is shown, so pages hand down only the toggle's label.
 */
async function notify(outcome: "full" | "restarted", kind: ListingKind, locale: Locale) {
  const { compare } = await import("./compare-wording").then((module) => module.compareWording(locale));
  const t = createTranslator({ locale, messages: { compare }, namespace: "compare.notices", timeZone: TIME_ZONE });
  toast({ title: outcome === "full" ? t("full", { kind, max: COMPARE_MAX }) : t("restarted", { kind }) });
}

/**
 * "Compare": adds the listing to the visitor's comparison or takes it out. Sits above a card's covering link
 * (relative z-10) like the heart. Cards show a compact toggle, detail pages a button with its label.
 */
export function CompareToggle({ listing, labelled = false }: { listing: CompareItem; labelled?: boolean }) {
  const items = useCompareItems();
  const t = useTranslations("compare.toggle");
  const locale = useLocale();
  const pressed = items.some((item) => item.kind === listing.kind && item.slug === listing.slug);

  function toggle() {
    const outcome = toggleCompare(listing, items);
    if (outcome === "full" || outcome === "restarted") void notify(outcome, listing.kind, locale);
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
