import "server-only";
import type { DirectoryCategory } from "@/lib/directory/kinds";
import type { NearPlace } from "@/lib/directory/near";
import { parseDirectoryRequest } from "./near";
import { previewEachKind, searchListings, type DirectoryItem } from "./queries";
import { hasActiveFilters } from "./schema";

export type DirectoryResults =
  | { ok: true; items: DirectoryItem[]; place: NearPlace | null }
  | { ok: false; message: string; suggestions: string[] };

/**
 * One page of directory results for validated query parameters (a ZodError for invalid ones), or the message and
 * suggestions of a `near` place that names no single city. The 'all' view with nothing narrowing it is the per-kind
 * preview; everything else is one search over the kinds shown.
 */
export async function directoryListings(
  category: DirectoryCategory | "all",
  params: URLSearchParams,
): Promise<DirectoryResults> {
  const request = await parseDirectoryRequest(category, params);
  if (!request.ok) return request;
  const { query, place } = request;
  if (category === "all" && !hasActiveFilters(query))
    return { ok: true, items: query.offset > 0 ? [] : await previewEachKind({ region: query.region }), place };
  return { ok: true, items: (await searchListings(query)).items, place };
}
