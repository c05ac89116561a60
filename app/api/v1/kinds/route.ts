import { apiPreflight, kindsCatalogue, withPublicApi } from "@/server/api";

/** GET /api/v1/kinds: every kind of listing, its directory category and how many are published. */
export const GET = withPublicApi(async () =>
  Response.json(await kindsCatalogue(), { headers: { "cache-control": "public, max-age=300, s-maxage=3600" } }),
);

export const OPTIONS = apiPreflight;
