"use client";

import { useTranslations } from "next-intl";
import { SearchBar } from "@/components/search/search-bar";
import { CategoryPills } from "./category-pills";
import { withSearch } from "@/lib/directory/directory-state";
import { FilterPanel } from "./filter-panel";
import { useDirectoryState } from "./use-directory-state";

/** Search box, category pills and filter panel: each change updates the URL, which the results follow. */
export function DirectoryControls() {
  const t = useTranslations("directory");
  const { state, navigate } = useDirectoryState();
  return (
    <div className="flex flex-col gap-4">
      <SearchBar
        // A new search term from the URL (e.g. cleared by a category change) resets the box.
        key={state.search}
        defaultValue={state.search}
        source="directory"
        category={state.category}
        onSearch={(query) => navigate(withSearch(state, query))}
        label={t("searchLabel")}
        placeholder={t("searchPlaceholder")}
        submitLabel={t("searchButton")}
        className="max-w-2xl"
      />
      <CategoryPills />
      <FilterPanel />
    </div>
  );
}
