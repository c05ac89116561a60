import { apiPreflight, factsCatalogue, withPublicApi } from "@/server/api";

/** GET /api/v1/facts: the facts a listing can carry and each directory view's filters. */
export const GET = withPublicApi(async () =>
  Response.json(await factsCatalogue(), { headers: { "cache-control": "public, max-age=300, s-maxage=3600" } }),
);

export const OPTIONS = apiPreflight;
