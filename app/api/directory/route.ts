import { parseDirectoryQuery } from "@/lib/directory/directory-api-query";
import { withPublic } from "@/server/http/route";
import { toListingItemJson } from "@/server/public/listings/json";
import { directoryListings } from "@/server/public/listings/directory";

/**
 * GET /api/directory: the 'all' view's data, the same item JSON and query parameters as GET /api/{segment}.
 * Without search or filters it is up to 6 listings per kind; otherwise every kind, paged by limit and offset.
 */
export const GET = withPublic(async ({ req }) => {
  const items = await directoryListings(parseDirectoryQuery("all", req.nextUrl.searchParams));
  return Response.json(items.map(toListingItemJson), {
    headers: { "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" },
  });
});
