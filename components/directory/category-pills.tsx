"use client";

import { useLocale, useTranslations } from "next-intl";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { inPlace } from "@/components/ui/in-place";
import { categoryHref, type DirectoryView } from "@/lib/directory/directory-path";
import { withCategory } from "@/lib/directory/directory-state";
import { useDirectoryState } from "./use-directory-state";
import { useVisitorCountry } from "./use-visitor-country";

type CategoryPillsProps = {
  /** The view the URL names now. */
  current: DirectoryView;
  /** The views shown as pills, in order (a view reached by URL joins them while it is shown). */
  pills: readonly DirectoryView[];
};

/** Category pills: crawlable links to each category page that switch in place (and preset the visitor's country). */
export function CategoryPills({ current, pills }: CategoryPillsProps) {
  const t = useTranslations("directory");
  const categories = useTranslations("kinds.categories");
  const locale = useLocale() as Locale;
  const visitorCountry = useVisitorCountry();
  const { navigate } = useDirectoryState();
  const shown = pills.includes(current) ? pills : [...pills, current];

  const choose = (category: DirectoryView) =>
    inPlace(() => {
      if (category !== current) navigate(withCategory(category, visitorCountry));
    });

  return (
    <nav aria-label={t("categoriesNav")} className="-mx-4 sm:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0">
        {shown.map((category) => {
          const active = category === current;
          return (
            <li key={category} className="shrink-0">
              <a
                href={localePath(locale, categoryHref(category))}
                onClick={choose(category)}
                aria-current={active ? "page" : undefined}
                data-testid={`pill-${category}`}
                className="pill"
              >
                {categories(category)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
