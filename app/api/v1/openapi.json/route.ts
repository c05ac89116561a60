import { apiPreflight, openApiDocument, withPublicApi } from "@/server/api";

/** GET /api/v1/openapi.json: the API's OpenAPI 3.1 document. */
export const GET = withPublicApi(() =>
  Response.json(openApiDocument(), { headers: { "cache-control": "public, max-age=3600" } }),
);

export const OPTIONS = apiPreflight;
