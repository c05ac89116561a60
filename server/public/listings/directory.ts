import "server-only";
import { isPreview, type DirectoryQuery } from "@/lib/directory/directory-schema";
import { previewEachKind, searchListings } from "./queries";
import type { ListingCard } from "./select";

/**
 * One page of directory results. The 'all' view with nothing narrowing it is the per-kind preview (not paged);
 * everything else is one search over the kinds the view shows.
 */
export async function directoryListings(query: DirectoryQuery): Promise<ListingCard[]> {
  if (isPreview(query)) return query.offset > 0 ? [] : previewEachKind(query.filters.region?.[0]);
  return (await searchListings(query)).items;
}
