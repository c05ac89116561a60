/** The public API's reference page. */
export const DEVELOPERS_PATH = "/developers";
/** The API's OpenAPI document. */
export const OPENAPI_PATH = "/api/v1/openapi.json";
