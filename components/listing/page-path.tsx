"use client";

import { createContext, useContext, type ReactNode } from "react";

const PagePathContext = createContext<string | null>(null);

/**
 * The public path of the page around its cards (a directory view with its page of results), where their no-JavaScript
 * forms (save, compare) send the visitor back to. The same for every visitor, so a cached page stays one page.
 */
export function PagePathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <PagePathContext value={path}>{children}</PagePathContext>;
}

/** The page path a card's forms return to; null outside a PagePathProvider (a detail page returns to itself). */
export function usePagePath(): string | null {
  return useContext(PagePathContext);
}
