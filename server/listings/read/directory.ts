import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { isPreview, type DirectoryQuery } from "@/lib/directory/directory-schema";
import type { NearPlace } from "@/lib/directory/near";
import type { Locale } from "@/lib/i18n/locales";
import { toListingItemJson } from "./json";
import { nearPlaceError, resolveDirectoryQuery } from "./near";
import { findListings, previewEachKind, searchListings, type DirectoryItem } from "./queries";

export type DirectoryResults =
  | { ok: true; items: DirectoryItem[]; place: NearPlace | null; nextCursor: string | null }
  | { ok: false; message: string; suggestions: string[] };

const API_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * One page of directory results, or the message and suggestions of a `near` place that names no single city. The
 * 'all' view with nothing narrowing it is the per-kind preview (not paged); everything else is one search over the
 * kinds the view shows. The page and both list endpoints (GET /api/directory, GET /api/{segment}) ask this.
 */
export async function directoryListings(query: DirectoryQuery): Promise<DirectoryResults> {
  if (isPreview(query)) {
    const items = query.offset > 0 ? [] : await previewEachKind(query.filters.region?.[0]);
    return { ok: true, items, place: null, nextCursor: null };
  }
  const resolved = await resolveDirectoryQuery(query);
  if (!resolved.ok) return resolved;
  const page = await searchListings(resolved.query, resolved.near);
  return { ok: true, items: page.items, place: resolved.place, nextCursor: page.nextCursor };
}

/**
 * Which of these listings a directory view finds, all of them, unpaged (what newly matches a saved search): the
 * page's own statements kept to these ids, so a match is one the page lists, however far down. The 'all' view with
 * nothing narrowing it finds every listing of its kinds. A place that names no single city finds none.
 */
export async function directoryMatchesAmong(query: DirectoryQuery, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const resolved = await resolveDirectoryQuery(query);
  if (!resolved.ok) return [];
  const among = { ...resolved.query, among: ids, limit: ids.length, offset: 0, cursor: undefined };
  const { rows } = await findListings(among, resolved.near);
  return rows.map((row) => row.id);
}

type ListingsBody =
  { ok: true; body: string; nextCursor: string | null } | { ok: false; message: string; suggestions: string[] };

/**
 * One page of a list endpoint as the JSON text it sends, cached like the results it is made of: a repeated request
 * reads one string instead of decoding the cards from the data cache and serialising them again. Only the parsed
 * query and the language are its key; nothing of the request (headers, cookies) is read inside.
 */
async function listingsBody(query: DirectoryQuery, locale: Locale): Promise<ListingsBody> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  const results = await directoryListings(query);
  if (!results.ok) return results;
  const items = results.items.map((item) => toListingItemJson(item, locale));
  return { ok: true, body: JSON.stringify(items), nextCursor: results.nextCursor };
}

/**
 * A list endpoint's answer: the item JSON of one page in `locale`, and, while the keyset cursor pages on, the next
 * page's URL (x-next-cursor, Link rel="next"); a place that names no single city is its 400.
 */
export async function directoryListingsResponse(query: DirectoryQuery, locale: Locale, url: URL): Promise<Response> {
  const results = await listingsBody(query, locale);
  if (!results.ok) throw await nearPlaceError(results, locale);
  const headers = new Headers({ "cache-control": API_CACHE_CONTROL, "content-type": "application/json" });
  if (results.nextCursor) {
    headers.set("x-next-cursor", results.nextCursor);
    const next = new URL(url);
    next.searchParams.delete("offset");
    next.searchParams.set("cursor", results.nextCursor);
    headers.set("link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return new Response(results.body, { headers });
}
