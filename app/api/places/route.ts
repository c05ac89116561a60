import { withPublic } from "@/server/http/route";
import { resolveNearPlace } from "@/server/geo/near-place";
import { nearPlaceError, nearPlaceOf } from "@/server/listings/read/near";
import { placeQuerySchema } from "@/lib/geo/near-query-schema";

/**
 * GET /api/places?near=München&locale=de: the city a distance search measures from ({label, country, lat, lng}, the
 * city's public coordinates), resolved offline; a place that names no single city is a 400 with suggestions, its
 * message in `locale` (English when absent).
 */
export const GET = withPublic(async ({ req }) => {
  const params = Object.fromEntries(req.nextUrl.searchParams);
  const { near, locale } = placeQuerySchema.parse(params);
  const lookup = await resolveNearPlace(near);
  if (!lookup.ok) throw await nearPlaceError(lookup, locale);
  return Response.json(nearPlaceOf(lookup.city), {
    headers: { "cache-control": "public, max-age=3600, s-maxage=86400" },
  });
});
