import { withPublic } from "@/server/http/route";
import { staticMapSvg } from "@/server/map/static-map";
import { staticMapQuerySchema } from "@/lib/map/static-map-query-schema";

/**
 * GET /api/static-map?lat=52.5244&lng=13.4105: a small SVG map with a pin at the point (detail pages show it as an
 * image). The answer depends on the URL alone, so browsers and CDNs keep it for a year.
 */
export const GET = withPublic(async ({ req }) => {
  const point = staticMapQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return new Response(await staticMapSvg(point), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
});
