import { withPublic } from "@/server/http/route";
import { getFeaturedBrands } from "@/server/featured/queries";

/** Sponsored, then editor-featured published listings (at most 24); the home page shows 6 more. */
export const GET = withPublic(async () => {
  const brands = await getFeaturedBrands();
  return Response.json(brands, {
    headers: { "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600" },
  });
});
