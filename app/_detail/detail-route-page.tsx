import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { MISSING_LISTING_SLUG, type DetailRoute } from "@/lib/directory/detail-routes";
import { findDetail, loadDetail, type ShownDetail } from "@/server/listings/read/detail-page";
import { localizedListing } from "@/lib/i18n/listing-content";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { IntlIsland } from "@/components/i18n/intl-island";
import { listingMetadata, notFoundMetadata } from "@/lib/seo/detail-metadata";
import { StandardDetail } from "@/components/detail/standard-detail";
import { REVIEW_COMPOSER_MESSAGES } from "@/components/reviews/composer-wording";

type DetailPageProps = { params: Promise<{ id: string }> };

/** A detail page's title, description, alternates and card in one language (or the not-found page's). */
export async function detailMetadata(route: DetailRoute, slugOrId: string, locale: Locale): Promise<Metadata> {
  const [listing, t, kinds, layout] = await Promise.all([
    findDetail(route, slugOrId),
    translator(locale, "detail"),
    translator(locale, "kinds.kinds"),
    translator(locale, "layout"),
  ]);
  if (!listing) return notFoundMetadata(route, t);
  return listingMetadata(localizedListing(listing, locale), locale, { t, kinds, siteName: layout("siteName") });
}

/**
 * A route's own screen, the standard one unless given. Each route imports only its own, so no page ships the client
 * islands of another kind's screen (the brand timeline, say).
 */
type Screen = (data: ShownDetail) => React.ReactNode;

/**
 * Everything a detail route's page.tsx exports. Each listing's page renders once from cached data and is served
 * from cache until its tags are revalidated; the one prerendered slug is the not-found page Proxy rewrites the
 * /brands alias's and the assistant links' missing listings to. `params` is awaited outside any Suspense boundary,
 * so an unlisted slug renders completely before the response starts and notFound() / permanentRedirect() keep their
 * 404 / 308 (kept in memory only, never on disk: server/cache/route-cache-handler.mjs).
 */
export function detailRoutePage(route: DetailRoute, Screen: Screen = StandardDetail) {
  return {
    generateStaticParams: async () => [{ id: MISSING_LISTING_SLUG }],
    generateMetadata: async ({ params }: DetailPageProps): Promise<Metadata> =>
      detailMetadata(route, (await params).id, await getLocale()),
    Page: async function DetailPage({ params }: DetailPageProps) {
      const locale = await getLocale();
      const data = await loadDetail(route, (await params).id, locale);
      // The review islands (composer, "Load more") show stars and counts in the page's language. The comparison
      // bar and its notices, the report and review forms and the distance line bring the rest of their wording with
      // their code.
      return (
        <IntlIsland
          namespaces={["listing", "ranking.placement", "compare.toggle", "report.open", ...REVIEW_COMPOSER_MESSAGES]}
        >
          <Screen {...data} listing={localizedListing(data.listing, locale)} />
        </IntlIsland>
      );
    },
  };
}
