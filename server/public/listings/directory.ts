import "server-only";
import type { DirectoryCategory } from "@/lib/directory/kinds";
import { previewEachKind, searchListings } from "./queries";
import { hasActiveFilters, parseListingQuery } from "./schema";
import type { ListingCard } from "./select";

/**
 * One page of directory results for validated query parameters (a ZodError for invalid ones). The 'all' view with
 * nothing narrowing it is the per-kind preview (spec 1 §4); everything else is one search over the kinds shown.
 */
export async function directoryListings(
  category: DirectoryCategory | "all",
  params: URLSearchParams,
): Promise<ListingCard[]> {
  const query = parseListingQuery(category, params);
  if (category === "all" && !hasActiveFilters(query))
    return query.offset > 0 ? [] : previewEachKind({ region: query.region });
  return (await searchListings(query)).items;
}
