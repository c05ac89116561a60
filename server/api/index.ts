// The public read API (/api/v1): its route wrapper (keys, limits, CORS, ETags), its catalogues, its OpenAPI document
// and the API keys owners and the admin hold.
export { factsCatalogue, kindsCatalogue, placesCatalogue } from "./catalogues";
export { createApiKey, listApiKeys, requireKeyHolder, revokeApiKey } from "./keys";
export { openApiDocument } from "./openapi";
export { apiPreflight, withPublicApi } from "./route";
