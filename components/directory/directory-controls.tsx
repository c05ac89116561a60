"use client";

import { useTranslations } from "next-intl";
import { SearchBar } from "@/components/search/search-bar";
import type { DirectoryView } from "@/lib/directory/directory-path";
import { withSearch } from "@/lib/directory/directory-state";
import { CategoryPills } from "./category-pills";
import { FilterPanel } from "./filter-panel";
import { useDirectoryState } from "./use-directory-state";

/**
 * Search box, category pills and filter panel: each change updates the URL, which the results follow. The search is a
 * GET form and the pills are links, so both work before the page has hydrated.
 */
export function DirectoryControls({ pills }: { pills: readonly DirectoryView[] }) {
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
      <CategoryPills current={state.category} pills={pills} />
      <FilterPanel />
    </div>
  );
}
