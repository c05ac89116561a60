"use client";

import { Icon } from "@/components/ui/icon";
import { useEffect, useState } from "react";
import useSWR from "swr";
import { toCardListing, type CardListing, type CardSource } from "@/components/listing/card-listing";
import { ListingCard } from "@/components/listing/listing-card";
import { ListingGridSkeleton } from "@/components/listing/listing-card-skeleton";
import { Button } from "@/components/ui/button";
import { apiRequest, buildQueryPath } from "@/lib/api-client";
import { SITE_NAME } from "@/lib/site";
import { DIRECTORY_TITLES, directoryTitle } from "./directory-titles";
import { DirectoryEmpty, DirectoryError } from "./directory-messages";
import {
  EMPTY_STATE,
  PAGE_SIZE,
  canLoadMore,
  isPreview,
  resultsKey,
  resultsUrl,
  withCategory,
  withoutFilters,
  type DirectoryState,
} from "@/lib/directory/directory-state";
import { PreviewGroups } from "./preview-groups";
import { useDirectoryState } from "./use-directory-state";
import { useVisitorCountry } from "./use-visitor-country";

/** The first page as the server rendered it (for `state`), keyed by the API URL that would fetch the same page. */
export type DirectoryInitial = { state: DirectoryState; key: string; items: CardListing[]; failed: boolean };

type MorePages = { key: string; pages: CardListing[][]; loading: boolean; failed: boolean };
const NO_MORE: Omit<MorePages, "key"> = { pages: [], loading: false, failed: false };

/** One page of API items as cards (the server-rendered first page arrives already as cards). */
async function fetchCards(url: string): Promise<CardListing[]> {
  const items = (await apiRequest<CardSource[] | null>("GET", url)) ?? [];
  return items.map((item) => toCardListing(item));
}

function uniqueById(items: CardListing[]): CardListing[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/**
 * The results grid. The first page arrives server-rendered (crawlable links); after a change of category, search
 * or filter the first page comes from GET /api/{segment} through SWR, and Load More fetches the next 20 by offset.
 */
export function DirectoryResults({ initial }: { initial: DirectoryInitial }) {
  const { state, navigate } = useDirectoryState();
  const visitorCountry = useVisitorCountry();
  const preview = isPreview(state);
  const key = resultsKey(state);
  const keyUrl = buildQueryPath(key);
  const fromServer = keyUrl === initial.key;
  const first = useSWR<CardListing[] | null>(fromServer && initial.failed ? null : keyUrl, fetchCards, {
    fallbackData: fromServer && !initial.failed ? initial.items : undefined,
  });
  const [more, setMore] = useState<MorePages>({ key: keyUrl, ...NO_MORE });
  // Another view starts again from its first page (the list is cleared and paging reset).
  const extra = more.key === keyUrl ? more : { key: keyUrl, ...NO_MORE };

  const title = directoryTitle(state);
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);

  const failed = (fromServer && initial.failed) || Boolean(first.error) || extra.failed;
  const firstPage = first.data ?? null;
  const items = uniqueById([...(firstPage ?? []), ...extra.pages.flat()]);
  const lastPageSize = extra.pages.length ? (extra.pages.at(-1)?.length ?? 0) : (firstPage?.length ?? 0);
  const showLoadMore = !failed && firstPage !== null && canLoadMore(state, lastPageSize);

  async function loadMore() {
    const forKey = keyUrl;
    const offset = PAGE_SIZE * (1 + extra.pages.length);
    setMore({ ...extra, loading: true, failed: false });
    try {
      const page = await fetchCards(resultsUrl(state, offset));
      setMore((current) =>
        current.key === forKey ? { ...current, pages: [...current.pages, page], loading: false } : current,
      );
    } catch {
      setMore((current) => (current.key === forKey ? { ...current, loading: false, failed: true } : current));
    }
  }

  const heading = state.search ? title : DIRECTORY_TITLES[state.category];
  return (
    <section aria-labelledby="directory-results-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="directory-results-heading" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {heading}
        </h2>
        <p role="status" className="text-sm text-slate-600" data-testid="results-status">
          {firstPage === null
            ? failed
              ? ""
              : "Loading…"
            : `Showing ${items.length} ${items.length === 1 ? "result" : "results"}`}
        </p>
      </div>

      {firstPage === null && !failed ? <ListingGridSkeleton count={6} /> : null}

      {firstPage !== null && items.length === 0 && !failed ? (
        <DirectoryEmpty
          search={state.search}
          resetLabel={state.search ? "Browse all categories" : "Clear filters"}
          onReset={() =>
            navigate(state.search ? EMPTY_STATE : withoutFilters(state), state.search ? "push" : "replace")
          }
        />
      ) : null}

      {items.length > 0 && preview ? (
        <PreviewGroups items={items} onChoose={(category) => navigate(withCategory(category, visitorCountry))} />
      ) : null}

      {items.length > 0 && !preview ? (
        <ul className="card-grid" data-testid="directory-grid">
          {items.map((item) => (
            <li key={item.id}>
              <ListingCard listing={item} />
            </li>
          ))}
        </ul>
      ) : null}

      {failed ? <DirectoryError /> : null}

      {showLoadMore ? (
        <div className="flex justify-center pt-2">
          <Button variant="outline" size="lg" onClick={loadMore} disabled={extra.loading} aria-busy={extra.loading}>
            {extra.loading ? <Icon name="loader-2" className="animate-spin" aria-hidden="true" /> : null}
            Load More Results
          </Button>
        </div>
      ) : null}
    </section>
  );
}
