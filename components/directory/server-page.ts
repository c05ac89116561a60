import { directoryApiUrl, directoryQuery, pageOffset, type DirectoryState } from "@/lib/directory/directory-schema";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Whether the URL still asks for what the server rendered: its state, at its page or a later one Load More added.
 * Another state (or the same one again, its page cleared) starts from its own first page.
 */
export function showsServerPage(
  initial: { page: number; key: string },
  state: DirectoryState,
  page: number,
  locale: Locale,
): boolean {
  return (
    page >= initial.page && directoryApiUrl(directoryQuery(state, pageOffset(initial.page)), locale) === initial.key
  );
}
