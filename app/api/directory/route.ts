import { parseDirectoryRequest } from "@/lib/directory/directory-api-query";
import { withPublic } from "@/server/http/route";
import { toListingItemJson } from "@/server/public/listings/json";
import { directoryListings } from "@/server/public/listings/directory";
import { nearPlaceError } from "@/server/public/listings/near";

/**
 * GET /api/directory: the 'all' view's data, the same item JSON and query parameters as GET /api/{segment}.
 * Without search or filters it is up to 6 listings per kind; otherwise every kind, paged by limit and offset. A
 * `near` place that names no single city is a 400 with suggestions. `locale` picks the language of the cards' texts.
 */
export const GET = withPublic(async ({ req }) => {
  const { query, locale } = parseDirectoryRequest("all", req.nextUrl.searchParams);
  const results = await directoryListings(query);
  if (!results.ok) throw await nearPlaceError(results, locale);
  return Response.json(
    results.items.map((item) => toListingItemJson(item, locale)),
    {
      headers: { "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" },
    },
  );
});
