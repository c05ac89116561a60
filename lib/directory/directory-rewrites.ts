// Relative imports only: next.config.ts loads this file, and its config transpiler does not resolve "@/…".
import { CATEGORY_FILTERS } from "./filters";
import { DIRECTORY_CATEGORIES } from "./kinds";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { PREFIXED_LOCALE_PATTERN } from "../i18n/locale-rewrites";

type QueryCondition = { type: "query"; key: string; value?: string };

const DIRECTORY = "/directory";

/**
 * Query keys that can make a directory URL a search, a filtered view or a distance search. `category` is not one of them: a directory
 * category names a plain view (its value may also be a sub-category filter of the 'all' view, which Proxy handles).
 */
export const DIRECTORY_FILTER_QUERY_KEYS: readonly string[] = [
  "search",
  // A distance search (near.ts): its radius, sort and toggle mean nothing without a place.
  "near",
  // A later page of a view's results (Load More's link without JavaScript).
  "page",
  ...new Set(
    Object.values(CATEGORY_FILTERS)
      .flatMap((definitions) => definitions.map((definition) => definition.key))
      .filter((key) => key !== "category"),
  ),
];

const CATEGORY_VALUES = Object.keys(DIRECTORY_CATEGORIES).join("|");

/**
 * next.config.ts rewrites: a plain directory URL (no category, or a directory category, and no search or filter key
 * with a value) is served from its view's prerendered page in its locale without running Proxy. Anything else
 * reaches Proxy (see its matcher), which reads the URL with the directory's own parser.
 */
export function directoryViewRewrites() {
  const noFilters: QueryCondition[] = DIRECTORY_FILTER_QUERY_KEYS.map((key) => ({ type: "query", key }));
  return [
    { source: DIRECTORY, page: `/${DEFAULT_LOCALE}${DIRECTORY}` },
    { source: `/:locale${PREFIXED_LOCALE_PATTERN}${DIRECTORY}`, page: `/:locale${DIRECTORY}` },
  ].flatMap(({ source, page }) => [
    {
      source,
      has: [{ type: "query" as const, key: "category", value: `(?<view>${CATEGORY_VALUES})` }],
      missing: noFilters,
      destination: `${page}/:view`,
    },
    {
      source,
      missing: [...noFilters, { type: "query" as const, key: "category" }],
      destination: `${page}/all`,
    },
  ]);
}
