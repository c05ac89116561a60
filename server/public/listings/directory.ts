import "server-only";
import { isPreview, type DirectoryQuery } from "@/lib/directory/directory-schema";
import type { NearPlace } from "@/lib/directory/near";
import { resolveDirectoryQuery } from "./near";
import { previewEachKind, searchListings, type DirectoryItem } from "./queries";

export type DirectoryResults =
  { ok: true; items: DirectoryItem[]; place: NearPlace | null } | { ok: false; message: string; suggestions: string[] };

/**
 * One page of directory results, or the message and suggestions of a `near` place that names no single city. The
 * 'all' view with nothing narrowing it is the per-kind preview (not paged); everything else is one search over the
 * kinds the view shows.
 */
export async function directoryListings(query: DirectoryQuery): Promise<DirectoryResults> {
  if (isPreview(query))
    return { ok: true, items: query.offset > 0 ? [] : await previewEachKind(query.filters.region?.[0]), place: null };
  const resolved = await resolveDirectoryQuery(query);
  if (!resolved.ok) return resolved;
  return { ok: true, items: (await searchListings(resolved.query, resolved.near)).items, place: resolved.place };
}
