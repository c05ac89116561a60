"use client";

import { NuqsAdapter } from "nuqs/adapters/react";
import type { ReactNode } from "react";
import { canonicalDirectorySearch } from "@/lib/directory/directory-schema";

/**
 * The directory's URL state for its islands (nuqs). Its React adapter takes the query string the server rendered
 * while rendering and hydrating (a prerendered view has no request to read, and useSearchParams there would leave the
 * islands client-only fallbacks), then follows the address bar; every change leaves the canonical URL of its state.
 */
export function DirectoryUrlAdapter({ search, children }: { search: string; children: ReactNode }) {
  return (
    <NuqsAdapter serverSearch={search} processUrlSearchParams={canonicalDirectorySearch}>
      {children}
    </NuqsAdapter>
  );
}
