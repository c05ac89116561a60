"use client";

import { useLocale, useTranslations } from "next-intl";
import { SearchBar } from "@/components/search/search-bar";
import { cleanSearch, DIRECTORY_PATH } from "@/lib/directory/directory-path";
import type { DirectoryView } from "@/lib/directory/directory-schema";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { CategoryPills } from "./category-pills";
import { FilterPanel } from "./filter-panel";
import { useDirectorySearch } from "./directory-location";
import { useDirectoryActions } from "./use-directory-actions";

type DirectoryControlsProps = {
  /** Every view a URL can name ('all' and each category). */
  views: readonly DirectoryView[];
  pills: readonly DirectoryView[];
  /** How many filters the server-rendered state sets. */
  filterCount: number;
};

/**
 * Search box, category pills and filter panel: each change updates the URL, which the results follow. They load with
 * the page, without the directory schema: they read the URL's view and search themselves and leave the rest of it to
 * the actions that load after the page (use-directory-actions.ts).
 */
export function DirectoryControls({ views, pills, filterCount }: DirectoryControlsProps) {
  const t = useTranslations("directory");
  const locale = useLocale() as Locale;
  const params = new URLSearchParams(useDirectorySearch());
  const asked = params.get("category");
  // As the schema reads the URL: an unknown category is the 'all' view.
  const view = views.find((candidate) => candidate === asked) ?? "all";
  const search = cleanSearch(params.get("search") ?? "");
  const { go } = useDirectoryActions();
  return (
    <div className="flex flex-col gap-4">
      <SearchBar
        // A new search term from the URL (e.g. cleared by a category change) resets the box.
        key={search}
        defaultValue={search}
        source="directory"
        category={view}
        onSearch={(query) =>
          go(
            (actions, current) => actions.searchUrl(current, query),
            "push",
            `${localePath(locale, DIRECTORY_PATH)}?search=${encodeURIComponent(query)}`,
          )
        }
        label={t("searchLabel")}
        placeholder={t("searchPlaceholder")}
        submitLabel={t("searchButton")}
        className="max-w-2xl"
      />
      <CategoryPills current={view} pills={pills} />
      <FilterPanel initialCount={filterCount} />
    </div>
  );
}
