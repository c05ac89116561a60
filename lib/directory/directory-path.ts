import { toCleanText } from "@/lib/validation/text";
import type { DirectoryCategory } from "./kinds";

// The parts of the directory's page URL its first-load controls read (the path, a view's page, the search text), apart
// from the schema: they load with the page without every filter definition and the kind registry.

export type DirectoryView = DirectoryCategory | "all";

export const DIRECTORY_PATH = "/directory";
export const SEARCH_MAX = 200;

/** A search as the directory keeps it: cleaned and cut to 200 characters. */
export const cleanSearch = (text: string) => toCleanText(text, SEARCH_MAX);

/** The page a filtered or searched view is a variant of (its canonical URL). */
export function categoryHref(category: DirectoryView): string {
  return category === "all" ? DIRECTORY_PATH : `${DIRECTORY_PATH}?category=${category}`;
}
