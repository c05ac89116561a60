import { HOW_WE_RANK_PATH } from "@/lib/listings/ranking";
import type { Metadata } from "next";
import type { BreadcrumbList } from "schema-dts";
import { pagedDirectoryHref, type DirectoryState } from "@/lib/directory/directory-schema";
import { categoryHref } from "@/lib/directory/directory-path";
import { activeFilterCount } from "@/lib/directory/directory-state";
import { DIRECTORY_PILLS } from "@/lib/directory/kinds";
import { JsonLd } from "@/lib/seo/json-ld";
import { localizedMetadata } from "@/lib/seo/localized-metadata";
import { absoluteUrl, SITE_NAME, siteUrl } from "@/lib/site";
import { feedFormats } from "@/lib/feeds/feed-path";
import { countryNameIn } from "@/lib/geo/country-name";
import { placeFeedScope } from "@/server/feeds";
import { getLocale, getTranslations } from "next-intl/server";
import { IntlIsland, type IslandMessages } from "@/components/i18n/intl-island";
import { PagePathProvider } from "@/components/listing/page-path";
import { localePath } from "@/lib/i18n/locales";
import { directoryTitle } from "./directory-titles";
import { DirectoryControls } from "./directory-controls";
import { directoryBreadcrumbJsonLd } from "./directory-json-ld";
import type { DirectoryInitial } from "./directory-results";
import { DirectoryMain } from "./directory-main";
import { DirectoryUrlAdapter } from "./directory-url-adapter";
import type { InitialNear } from "./near-panel";
import { configuredMapStyleUrl } from "@/lib/map/style-origins";
import { SaveSearchForm } from "@/components/saved-searches/save-search-form";

/**
 * What the directory's islands say: the directory's wording but its heading, intro, breadcrumb and every category's
 * description (the server renders those), and the distance search's but a detail page's location card. Every
 * category's filter options and titles stay: a pill or a filter changes the view without a new page.
 */
const DIRECTORY_MESSAGES = [
  ...(
    [
      "searchTitle",
      "titles",
      "loading",
      "showing",
      "emptySearchTitle",
      "emptyFiltersTitle",
      "emptySearchHint",
      "emptyFiltersHint",
      "browseAll",
      "clearFilters",
      "loadFailed",
      "retry",
      "loadMore",
      "previousResults",
      "categoriesNav",
      "viewAll",
      "filters",
      "activeFilters",
      "any",
      "allOption",
      "filterLabels",
      "searchLabel",
      "searchPlaceholder",
      "searchButton",
      "sponsoredSlot",
    ] as const
  ).map((group) => `directory.${group}` as const),
  "kinds",
  "listing",
  "ranking.placement",
  "options",
  "compare.toggle",
  "near.panel",
  "near.locate",
  "near.proximity",
  "near.map",
  "near.mapControls",
  "near.suggestions",
] as const satisfies readonly IslandMessages[];

/** Each category its own title and description; filtered and searched views point at their category page. */
export async function directoryMetadata(state: DirectoryState): Promise<Metadata> {
  const [t, keywords, feeds, categories, locale] = await Promise.all([
    getTranslations("directory"),
    getTranslations("directory-keywords"),
    getTranslations("feeds"),
    getTranslations("kinds.categories"),
    getLocale(),
  ]);
  const viewFeed =
    state.category === "all"
      ? feedFormats(locale, { type: "new" }, feeds("newTitle", { site: SITE_NAME }))
      : feedFormats(
          locale,
          { type: "category", category: state.category },
          feeds("categoryTitle", { category: categories(state.category), site: SITE_NAME }),
        );
  // Near a country or city with a feed of its own, the page also mirrors that place's feed.
  const place = state.near ? await placeFeedScope(state.near.place) : null;
  const placeFeed: ReturnType<typeof feedFormats> = place
    ? feedFormats(
        locale,
        place.scope,
        feeds("placeTitle", {
          place: place.scope.type === "country" ? countryNameIn(locale, place.name) : place.name,
          site: SITE_NAME,
        }),
      )
    : {};
  const feed = Object.fromEntries(
    Object.entries(viewFeed).map(([type, links]) => [type, [...links, ...(placeFeed[type] ?? [])]]),
  );
  const metadata = await localizedMetadata({
    title: directoryTitle(t, state),
    description: t(`descriptions.${state.category}`),
    path: categoryHref(state.category),
    keywords: keywords(state.category).split(", "),
    formats: feed,
  });
  // Search and near-place results are thin, endless variants: keep them out of the index but let crawlers follow
  // the cards.
  if (state.search || state.near)
    metadata.robots = { index: false, follow: true, googleBot: { index: false, follow: true } };
  return metadata;
}

async function DirectoryHeading() {
  const t = await getTranslations("directory");
  return (
    <header className="flex flex-col gap-2">
      <h1 className="page-title">{t("heading")}</h1>
      <p className="max-w-3xl text-slate-600">{t("intro")}</p>
    </header>
  );
}

/**
 * Controls and the server-rendered first page of results for a state; the islands take over from there, with the
 * directory's wording, the category and kind names, the cards' badges and the filter options in the page's language.
 */
async function DirectoryBody({ initial }: { initial: DirectoryInitial }) {
  const { state } = initial;
  const [t, categories, ranking, locale] = await Promise.all([
    getTranslations("directory"),
    getTranslations("kinds.categories"),
    getTranslations("ranking"),
    getLocale(),
  ]);
  // A category's first page as an ItemList (Google's summary-page form). Not the 'all' view: its previews mix every
  // kind, which that form does not describe, and they would add about 12 KB (HTML and RSC payload) to its page.
  const filterCount = activeFilterCount(state);
  const listed = state.category !== "all" && !state.search && !state.near && filterCount === 0;
  const initialNear: InitialNear = state.near ? { place: state.near.place, resolved: initial.place } : null;
  return (
    <IntlIsland namespaces={DIRECTORY_MESSAGES}>
      <DirectoryUrlAdapter search={pagedDirectoryHref(state, initial.page).replace(/^[^?]*/, "")}>
        <PagePathProvider path={localePath(locale, pagedDirectoryHref(state, initial.page))}>
          <JsonLd<BreadcrumbList> data={directoryBreadcrumbJsonLd(state.category, t, categories)} />
          <DirectoryControls pills={DIRECTORY_PILLS} />
          {/* Beside the order controls: how every order is computed, and that payment moves nothing. */}
          <p className="-mt-2 text-sm">
            <a
              href={localePath(locale, HOW_WE_RANK_PATH)}
              className="text-brand-700 underline"
              data-testid="how-we-rank"
            >
              {ranking("link")}
            </a>
          </p>
          <DirectoryMain
            initial={initial}
            initialNear={initialNear}
            mapStyleUrl={configuredMapStyleUrl()}
            itemList={
              listed && initial.items.length
                ? {
                    name: t(`titles.${state.category}`),
                    url: absoluteUrl(categoryHref(state.category)),
                    origin: siteUrl(),
                  }
                : null
            }
          />
          <SaveSearchForm
            view={state.category}
            query={pagedDirectoryHref(state, 1).replace(/^[^?]*\??/, "")}
            returnTo={localePath(locale, pagedDirectoryHref(state, initial.page))}
          />
        </PagePathProvider>
      </DirectoryUrlAdapter>
    </IntlIsland>
  );
}

/** A directory view's whole page: the heading over the controls and the first page of results. */
export function DirectoryPage({ initial }: { initial: DirectoryInitial }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <DirectoryHeading />
      <DirectoryBody initial={initial} />
    </div>
  );
}
