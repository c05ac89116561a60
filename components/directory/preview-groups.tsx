"use client";

import { Icon } from "@/components/ui/icon";
import { useLocale, useTranslations } from "next-intl";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { inPlace } from "@/components/ui/in-place";
import type { CardListing } from "@/lib/listings/card-listing";
import { ListingCard } from "@/components/listing/listing-card";
import { KIND_TO_CATEGORY, type DirectoryCategory } from "@/lib/directory/kinds";
import { categoryHref } from "@/lib/directory/directory-path";

type PreviewGroupsProps = {
  items: readonly CardListing[];
  /** Switches to a category in place (plain clicks); the links still work on their own. */
  onChoose: (category: DirectoryCategory) => void;
};

/** The 'all' preview: the listings grouped by kind, each group linking to its full category page. */
export function PreviewGroups({ items, onChoose }: PreviewGroupsProps) {
  const t = useTranslations("directory");
  const categories = useTranslations("kinds.categories");
  const locale = useLocale() as Locale;
  const groups = new Map<DirectoryCategory, CardListing[]>();
  for (const item of items) {
    const category = KIND_TO_CATEGORY[item.kind];
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return (
    <div className="flex flex-col gap-8" data-testid="directory-grid">
      {[...groups].map(([category, listings]) => (
        <section key={category} aria-labelledby={`preview-${category}`} className="flex flex-col gap-3">
          {/* Beside its heading on phones: at the row's far right it could sit under the floating analytics button. */}
          <div className="flex items-baseline gap-4 sm:justify-between">
            <h3 id={`preview-${category}`} className="text-lg font-semibold text-slate-900">
              {categories(category)}
            </h3>
            <a
              href={localePath(locale, categoryHref(category))}
              onClick={inPlace(() => onChoose(category))}
              className="text-link"
            >
              {t.rich("viewAll", {
                category: categories(category),
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
              <Icon name="arrow-right" className="size-4" aria-hidden="true" />
            </a>
          </div>
          <ul className="card-grid">
            {listings.map((item) => (
              <li key={item.id}>
                <ListingCard listing={item} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
