import { parseListingsRequest } from "@/lib/directory/directory-api-schema";
import { apiPreflight, withPublicApi } from "@/server/api";
import { directoryCatalogues } from "@/server/biomarkers";
import { directoryListingsResponse } from "@/server/listings/read/directory";

/** GET /api/v1/listings: the directory's results, by the directory URL's filters read strictly (one page). */
export const GET = withPublicApi(async ({ req }) => {
  const { query, locale } = parseListingsRequest(req.nextUrl.searchParams, await directoryCatalogues());
  return directoryListingsResponse(query, locale, req.nextUrl);
});

export const OPTIONS = apiPreflight;
