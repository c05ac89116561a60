import type { DirectoryView } from "@/lib/directory/directory-path";
import type { Translator } from "@/lib/i18n/translator";

/**
 * Document title of a view (without the site suffix the layout adds), also the results' heading: each category's
 * own title from the catalogue, or the search it shows.
 */
export function directoryTitle(t: Translator<"directory">, state: { category: DirectoryView; search: string }): string {
  return state.search ? t("searchTitle", { search: state.search }) : t(`titles.${state.category}`);
}
