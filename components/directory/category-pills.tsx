"use client";

import { useLocale, useTranslations } from "next-intl";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { MouseEvent } from "react";
import { DIRECTORY_PILLS } from "@/lib/directory/kinds";
import { categoryHref, type DirectoryView } from "@/lib/directory/directory-schema";
import { withCategory } from "@/lib/directory/directory-state";
import { useDirectoryState } from "./use-directory-state";
import { useVisitorCountry } from "./use-visitor-country";

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** Category pills: crawlable links to each category page that switch in place (and preset the visitor's country). */
export function CategoryPills() {
  const t = useTranslations("directory");
  const categories = useTranslations("kinds.categories");
  const { state, navigate } = useDirectoryState();
  const locale = useLocale() as Locale;
  const visitorCountry = useVisitorCountry();
  const pills: DirectoryView[] = (DIRECTORY_PILLS as readonly DirectoryView[]).includes(state.category)
    ? [...DIRECTORY_PILLS]
    : [...DIRECTORY_PILLS, state.category];

  function choose(event: MouseEvent<HTMLAnchorElement>, category: DirectoryView) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (category === state.category) return;
    navigate(withCategory(category, visitorCountry));
  }

  return (
    <nav aria-label={t("categoriesNav")} className="-mx-4 sm:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0">
        {pills.map((category) => {
          const active = category === state.category;
          return (
            <li key={category} className="shrink-0">
              <a
                href={localePath(locale, categoryHref(category))}
                onClick={(event) => choose(event, category)}
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
