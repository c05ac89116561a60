import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { nearestCity } from "@/server/geo/near-place";
import { nearPlaceOf } from "@/server/listings/read/near";
import { nearestPlaceQuerySchema } from "@/lib/geo/near-query-schema";

/**
 * GET /api/places/nearest?lat=52.5&lng=13.4: the city nearest a position rounded to 0.1° ("Use my location"), or a
 * 404 far from any town. Nothing about the request is stored or logged.
 */
export const GET = withPublic(async ({ req }) => {
  const point = nearestPlaceQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const city = await nearestCity(point);
  if (!city) throw new AppError("not_found", "No town within 100 km of that position");
  return Response.json(nearPlaceOf(city), { headers: { "cache-control": "public, max-age=86400" } });
});
