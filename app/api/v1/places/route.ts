import { apiPreflight, placesCatalogue, withPublicApi } from "@/server/api";

/** GET /api/v1/places: the countries and cities of published listings. */
export const GET = withPublicApi(async () =>
  Response.json(await placesCatalogue(), { headers: { "cache-control": "public, max-age=300, s-maxage=3600" } }),
);

export const OPTIONS = apiPreflight;
