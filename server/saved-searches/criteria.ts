import "server-only";
import { canonicalDirectorySearch } from "@/lib/directory/directory-schema";
import { parseDirectoryRequest } from "@/lib/directory/directory-api-schema";
import type { DirectoryView } from "@/lib/directory/directory-path";
import type { DirectoryQuery } from "@/lib/directory/directory-schema";

// What only pages a list of results, never what a saved search matches.
const PAGING_KEYS = ["limit", "offset", "cursor", "page", "locale", "category"];

/**
 * A view's query string as a saved search keeps it: read by the directory's strict schema (a value the page would not
 * accept is a 400 naming its field), then written back as the page writes its canonical URL, without paging.
 */
export function canonicalCriteria(view: DirectoryView, query: string): { query: string; directory: DirectoryQuery } {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  for (const key of PAGING_KEYS) params.delete(key);
  const { query: directory } = parseDirectoryRequest(view, params);
  if (view !== "all") params.set("category", view);
  const canonical = canonicalDirectorySearch(params);
  for (const key of PAGING_KEYS) canonical.delete(key);
  return { query: canonical.toString(), directory };
}
