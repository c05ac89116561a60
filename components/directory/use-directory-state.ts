"use client";

import { createParser, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import { toCleanText } from "@/lib/validation/text";
import {
  DIRECTORY_URL_KEYS,
  directoryPageOf,
  directoryUrlValues,
  parseDirectoryState,
  type DirectoryState,
} from "@/lib/directory/directory-schema";

export type NavigateMode = "push" | "replace";

/**
 * The page URL's keys as nuqs parsers: each value cleaned as the page reads it (a value with nothing left is absent).
 * What the values mean together (a filter of the view, an order with or without a place) is parseDirectoryState's,
 * on the values these give.
 */
const DIRECTORY_URL_PARSERS = Object.fromEntries(
  DIRECTORY_URL_KEYS.map((key) => [
    key,
    createParser({ parse: (value: string) => toCleanText(value) || null, serialize: (value: string) => value }),
  ]),
);

/**
 * The directory state the page URL says (through nuqs: the server's URL while rendering and hydrating, then the
 * address bar's), and a way to change it. A change moves the URL without asking the server for the page again: the
 * islands fetch what they need from the API themselves. The page of results (`page`) is not part of the state: any
 * change of the state clears it.
 */
export function useDirectoryState() {
  const [values, setValues] = useQueryStates(DIRECTORY_URL_PARSERS);
  const { state, page } = useMemo(() => {
    const parsed = parseDirectoryState(values);
    return { state: parsed, page: directoryPageOf(parsed, values) };
  }, [values]);
  const navigate = useCallback(
    (next: DirectoryState, mode: NavigateMode = "push") =>
      void setValues(directoryUrlValues(next), { history: mode, shallow: true }),
    [setValues],
  );
  // Load More's page, written after the next page was added in place (replace: Back leaves the view, not a page).
  const showPage = useCallback(
    (page: number) => void setValues({ page: String(page) }, { history: "replace", shallow: true }),
    [setValues],
  );
  return { state, page, navigate, showPage };
}
