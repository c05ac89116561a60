"use client";

import { Icon } from "@/components/ui/icon";
import { useLocale, useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useState } from "react";
import { inPlace } from "@/components/ui/in-place";
import { trackSearchResult, useTrackDirectoryResults } from "@/components/analytics/use-track-results";
import type { CardListing, CardSource } from "@/lib/listings/card-listing";
import { ListingCard } from "@/components/listing/listing-card";
import { ListingGridSkeleton } from "@/components/listing/listing-card-skeleton";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { SITE_NAME } from "@/lib/site";
import { directoryTitle } from "./directory-titles";
import {
  DIRECTORY_PAGE_SIZE,
  EMPTY_STATE,
  directoryApiUrl,
  directoryQuery,
  isPreview,
  pagedDirectoryHref,
  pageOffset,
  type DirectoryState,
} from "@/lib/directory/directory-schema";
import { canLoadMore, withCategory, withoutFilters } from "@/lib/directory/directory-state";
import { PreviewGroups } from "./preview-groups";
import { useDirectoryState } from "./use-directory-state";
import { useVisitorCountry } from "./use-visitor-country";
import { fetchNearPlace, nearErrorOf, type NearError } from "./use-near-place";
import type { NearPlace, ProximityWords } from "@/lib/directory/near";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { useProximityWords } from "./proximity-words";
import { useFetched } from "./use-fetched";
// In the first chunk, not a late one: a page whose place is ambiguous must show its choices without JavaScript, and a
// late chunk may not be ready when the server sends the page.
import { NearSuggestions } from "./near-suggestions";
import { showsServerPage } from "./server-page";

/** The first page as the server rendered it (for `state`), keyed by the API URL that would fetch the same page. */
export type DirectoryInitial = {
  state: DirectoryState;
  /** Which page of results the server rendered (1, or a later one Load More's link asked for). */
  page: number;
  key: string;
  items: CardListing[];
  failed: boolean;
  /** The city the URL's `near` place resolved to. */
  place: NearPlace | null;
  /** The `near` place names no single city: why, and the places it could mean. */
  nearError?: NearError;
  /** The kind's sponsored places, shown in their own block above the results (only on a kind's plain view). */
  sponsored?: CardListing[];
};

/**
 * One page of API items as cards (the server-rendered first page arrives already as cards); near a place, with the
 * place's city for the distance text of listings in that city. The card shaping and the chips' option labels load
 * with the first page asked of the API, not with the page.
 */
async function fetchCards(
  url: string,
  nearText: string | undefined,
  { locale, words, options }: { locale: Locale; words: ProximityWords; options: Translator<"options"> },
): Promise<CardListing[]> {
  const [items, near, { toCardListing }, { optionLabelOf }] = await Promise.all([
    apiRequest<CardSource[] | null>("GET", url),
    nearText ? fetchNearPlace(nearText, locale).catch(() => null) : null,
    import("@/lib/listings/card-listing"),
    import("@/lib/listings/option-labels"),
  ]);
  const context = { locale, words, near, label: optionLabelOf(options) };
  return (items ?? []).map((item) => toCardListing(item, context));
}

// The rare states' wording and code load only when one is shown; the server renders them in full.
const DirectoryEmpty = lazy(() => import("./directory-messages").then((m) => ({ default: m.DirectoryEmpty })));
const DirectoryError = lazy(() => import("./directory-messages").then((m) => ({ default: m.DirectoryError })));

/** The pages Load More added after a view's first page (`key`: that first page's API URL). */
type MorePages = { key: string | null; pages: CardListing[][]; loading: boolean; error: unknown };
const NO_MORE: MorePages = { key: null, pages: [], loading: false, error: null };

function uniqueById(items: CardListing[]): CardListing[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/**
 * The results grid. The first page arrives server-rendered (crawlable links); after a change of category, search
 * or filter the first page comes from the API (once a visit per view), and Load More fetches the next 20 by offset (another view starts
 * again from its first page). Load More is a link to the next page's URL, which the server renders on its
 * own before the page has hydrated (with a link back); once hydrated it adds the next page in place and moves the
 * URL's `page` along.
 */
export function DirectoryResults({ initial }: { initial: DirectoryInitial }) {
  const t = useTranslations("directory");
  const locale = useLocale();
  const words = useProximityWords();
  const options = useTranslations("options");
  const { state, page, navigate, showPage } = useDirectoryState();
  const visitorCountry = useVisitorCountry();
  // The server's page while the URL is the state it rendered, at its page or a later one Load More added; another
  // state (or the same one again, its page cleared) starts from its first page.
  const fromServer = showsServerPage(initial, state, page, locale);
  const firstPageNumber = fromServer ? initial.page : 1;
  const query = directoryQuery(state, pageOffset(firstPageNumber));
  const preview = isPreview(query);
  const firstKey = fromServer && (initial.failed || initial.nearError) ? null : directoryApiUrl(query, locale);
  // The server already sent the first page: Load More does not ask for it again.
  const fetcher = (url: string) =>
    url === initial.key && !initial.failed
      ? Promise.resolve(initial.items)
      : fetchCards(url, state.near?.place, { locale, words, options });
  const fallback = fromServer && !initial.failed && !initial.nearError ? initial.items : undefined;
  const fetched = useFetched<CardListing[]>(fallback ? null : firstKey, fetcher);
  const first = { data: fallback ?? fetched.data, error: fetched.error };
  // Load More's further pages belong to one view: another first page starts again without them.
  const [moreState, setMore] = useState<MorePages>(NO_MORE);
  const more = moreState.key !== null && moreState.key === firstKey ? moreState : NO_MORE;
  const pageError: unknown = first.error ?? more.error;

  const title = directoryTitle(t, state);
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);

  // One of "Did you mean…"'s places, in place of the one that named no single city.
  const nearAt = (place: string): DirectoryState => (state.near ? { ...state, near: { ...state.near, place } } : state);
  const nearError = (fromServer ? initial.nearError : null) ?? nearErrorOf(pageError);
  const failed = !nearError && ((fromServer && initial.failed) || Boolean(pageError));
  const loaded = first.data ? [first.data, ...more.pages] : [];
  const firstPage = loaded[0] ?? null;
  const items = uniqueById(loaded.flat());
  const loadingMore = !pageError && more.loading && firstPage !== null;
  const showLoadMore = !failed && firstPage !== null && canLoadMore(query, loaded.at(-1)?.length ?? 0);
  const nextPage = firstPageNumber + loaded.length;
  // A new tab or window opens the next page's own URL.
  const loadMore = inPlace(() => {
    if (loadingMore || firstKey === null) return;
    const key = firstKey;
    const url = directoryApiUrl(directoryQuery(state, query.offset + loaded.length * DIRECTORY_PAGE_SIZE), locale);
    setMore({ ...more, key, loading: true, error: null });
    fetcher(url).then(
      (page) => setMore((now) => (now.key === key ? { ...now, pages: [...now.pages, page], loading: false } : now)),
      (error: unknown) => setMore((now) => (now.key === key ? { ...now, loading: false, error } : now)),
    );
  });
  // Once a further page has arrived, the URL names it: a reload, or a link shared, starts there.
  const lastShown = firstPageNumber + loaded.length - 1;
  useEffect(() => {
    if (loaded.length > 1 && page < lastShown) showPage(lastShown);
  }, [loaded.length, page, lastShown, showPage]);
  // A view of the directory is its first page's API URL: Load More adds to the same view.
  useTrackDirectoryResults(directoryApiUrl(query), items);

  return (
    <section aria-labelledby="directory-results-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="directory-results-heading" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <p role="status" className="text-sm text-slate-600" data-testid="results-status">
          {firstPage === null ? (failed || nearError ? "" : t("loading")) : t("showing", { count: items.length })}
        </p>
      </div>

      {firstPage === null && !failed && !nearError ? <ListingGridSkeleton count={6} /> : null}

      {nearError && state.near ? (
        <NearSuggestions
          place={state.near.place}
          message={nearError.message}
          suggestions={nearError.suggestions}
          hrefOf={(place) => localePath(locale, pagedDirectoryHref(nearAt(place), 1))}
          onChoose={(place) => navigate(nearAt(place))}
        />
      ) : null}

      <Suspense fallback={null}>
        {firstPage !== null && items.length === 0 && !failed ? (
          <DirectoryEmpty
            search={state.search}
            resetLabel={state.search ? t("browseAll") : t("clearFilters")}
            onReset={() =>
              navigate(state.search ? EMPTY_STATE : withoutFilters(state), state.search ? "push" : "replace")
            }
          />
        ) : null}
      </Suspense>

      {items.length > 0 && preview ? (
        <PreviewGroups items={items} onChoose={(category) => navigate(withCategory(category, visitorCountry))} />
      ) : null}

      {firstPageNumber > 1 && !failed ? (
        <div className="flex justify-center">
          <Button asChild variant="outline" size="lg">
            <a href={localePath(locale, pagedDirectoryHref(state, firstPageNumber - 1))} rel="prev">
              {t("previousResults")}
            </a>
          </Button>
        </div>
      ) : null}

      {items.length > 0 && !preview ? (
        <ul className="card-grid" data-testid="directory-grid">
          {items.map((item) => (
            <li key={item.id} onClickCapture={() => trackSearchResult(state.search, item)}>
              <ListingCard listing={item} />
            </li>
          ))}
        </ul>
      ) : null}

      {failed ? (
        <Suspense fallback={null}>
          <DirectoryError />
        </Suspense>
      ) : null}

      {showLoadMore ? (
        <div className="flex justify-center pt-2">
          <Button asChild variant="outline" size="lg">
            <a
              href={localePath(locale, pagedDirectoryHref(state, nextPage))}
              rel="next"
              onClick={loadMore}
              aria-busy={loadingMore || undefined}
              data-testid="load-more"
            >
              {loadingMore ? <Icon name="loader-2" className="animate-spin" aria-hidden="true" /> : null}
              {t("loadMore")}
            </a>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
