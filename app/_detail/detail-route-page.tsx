import type { Metadata } from "next";
import { MISSING_LISTING_SLUG, type DetailRoute } from "@/lib/directory/detail-routes";
import { findDetail, loadDetail, type DetailData } from "@/server/public/listings/detail-page";
import { BrandDetail } from "@/components/detail/brand-detail";
import { listingMetadata, notFoundMetadata } from "@/components/detail/detail-metadata";
import { FoodDetail } from "@/components/detail/food-detail";
import { LeaderboardDetail } from "@/components/detail/leaderboard-detail";
import { StandardDetail } from "@/components/detail/standard-detail";

type DetailPageProps = { params: Promise<{ id: string }> };

const SCREENS: Partial<Record<DetailRoute, (data: DetailData) => React.ReactNode>> = {
  brand: BrandDetail,
  food: FoodDetail,
  leaderboard: LeaderboardDetail,
};

/**
 * Everything a detail route's page.tsx exports. Each listing's page renders once from cached data and is served
 * from cache until its tags are revalidated; the one prerendered slug is the not-found page Proxy rewrites the
 * /brands alias's and the assistant links' missing listings to. `params` is awaited outside any Suspense boundary,
 * so an unlisted slug renders completely before the response starts and notFound() / permanentRedirect() keep their
 * 404 / 308 (kept in memory only, never on disk: server/cache/route-cache-handler.mjs).
 */
export function detailRoutePage(route: DetailRoute) {
  const Screen = SCREENS[route] ?? StandardDetail;
  return {
    generateStaticParams: async () => [{ id: MISSING_LISTING_SLUG }],
    generateMetadata: async ({ params }: DetailPageProps): Promise<Metadata> => {
      const listing = await findDetail(route, (await params).id);
      return listing ? listingMetadata(listing) : notFoundMetadata(route);
    },
    Page: async function DetailPage({ params }: DetailPageProps) {
      return <Screen {...await loadDetail(route, (await params).id)} />;
    },
  };
}
