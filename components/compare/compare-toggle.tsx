"use client";

import { createTranslator, useLocale, useTranslations } from "next-intl";
import { PostForm } from "@/components/listing/post-form";
import { toast } from "@/components/ui/use-toast";
import { toggleCompare, type CompareItem } from "@/lib/compare/compare-store";
import { COMPARE_MAX } from "@/lib/compare/compare-path";
import { cn } from "@/lib/cn";
import type { ListingKind } from "@/lib/directory/kinds";
import { TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { COMPARE_FORM_ACTION } from "@/lib/listings/card-forms";
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
 * (relative z-10) like the heart. Cards show a compact toggle, detail pages a button with its label. Before the page
 * has hydrated it is a form whose route keeps the comparison in a cookie and opens it once it holds two listings.
 */
export function CompareToggle({
  listing,
  returnTo,
  labelled = false,
}: {
  listing: CompareItem;
  /** The page the no-JavaScript form comes back to, unless a PagePathProvider names the page around the card. */
  returnTo: string;
  labelled?: boolean;
}) {
  const items = useCompareItems();
  const t = useTranslations("compare.toggle");
  const locale = useLocale();
  const pressed = items.some((item) => item.kind === listing.kind && item.slug === listing.slug);

  function toggle() {
    const outcome = toggleCompare(listing, items);
    if (outcome === "full" || outcome === "restarted") void notify(outcome, listing.kind, locale);
  }

  return (
    <PostForm
      action={COMPARE_FORM_ACTION}
      fields={{ kind: listing.kind, slug: listing.slug }}
      returnTo={returnTo}
      onEnhancedSubmit={toggle}
    >
      <button
        type="submit"
        aria-pressed={pressed}
        aria-label={labelled ? undefined : t("labelFor", { name: listing.name })}
        data-testid="compare-toggle"
        className={cn(labelled ? "btn btn-outline btn-md compare-toggle" : "compare-toggle compare-toggle-card")}
      >
        {t("label")}
      </button>
    </PostForm>
  );
}
