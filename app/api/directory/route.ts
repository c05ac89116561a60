import { parseDirectoryRequest } from "@/lib/directory/directory-api-schema";
import { withPublic } from "@/server/http/route";
import { directoryListingsResponse } from "@/server/listings/read/directory";

/**
 * GET /api/directory: the 'all' view's data, the same item JSON and query parameters as GET /api/{segment}.
 * Without search or filters it is up to 6 listings per kind; otherwise every kind, paged by limit and offset. A
 * `near` place that names no single city is a 400 with suggestions. `locale` picks the language of the cards' texts.
 */
export const GET = withPublic(async ({ req }) => {
  const { query, locale } = parseDirectoryRequest("all", req.nextUrl.searchParams);
  return directoryListingsResponse(query, locale, req.nextUrl);
});
