import { invalidInput } from "@/lib/http/app-error";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { zodFieldErrors } from "@/server/http/error-response";
import { withPublic } from "@/server/http/route";
import { placeFieldErrorsIn } from "@/server/geo/place-messages";
import { resolveNearPlace } from "@/server/geo/near-place";
import { nearPlaceError, nearPlaceOf } from "@/server/public/listings/near";
import { placeQuerySchema } from "@/server/public/places/schema";

/**
 * GET /api/places?near=München&locale=de: the city a distance search measures from ({label, country, lat, lng}, the
 * city's public coordinates), resolved offline; a place that names no single city is a 400 with suggestions, its
 * message in `locale` (English when absent).
 */
export const GET = withPublic(async ({ req }) => {
  const params = Object.fromEntries(req.nextUrl.searchParams);
  const parsed = placeQuerySchema.safeParse(params);
  if (!parsed.success) {
    const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
    throw invalidInput(await placeFieldErrorsIn(locale, zodFieldErrors(parsed.error)));
  }
  const { near, locale } = parsed.data;
  const lookup = await resolveNearPlace(near);
  if (!lookup.ok) throw await nearPlaceError(lookup, locale);
  return Response.json(nearPlaceOf(lookup.city), {
    headers: { "cache-control": "public, max-age=3600, s-maxage=86400" },
  });
});
