import { kindOfApiSegment } from "@/lib/directory/api-segment";
import { parseDirectoryRequest } from "@/lib/directory/directory-api-query";
import { KIND_TO_CATEGORY } from "@/lib/directory/kinds";
import { withPublic } from "@/server/http/route";
import { toListingItemJson } from "@/server/public/listings/json";
import { resolveDirectoryQueryOrThrow } from "@/server/public/listings/near";
import { searchListings } from "@/server/public/listings/queries";

export const GET = withPublic(async ({ req, params }) => {
  const kind = kindOfApiSegment(params.category);
  const request = parseDirectoryRequest(KIND_TO_CATEGORY[kind], req.nextUrl.searchParams);
  const { query, near } = await resolveDirectoryQueryOrThrow(request.query, request.locale);
  const page = await searchListings(query, near);
  const headers = new Headers({ "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" });
  if (page.nextCursor) {
    headers.set("x-next-cursor", page.nextCursor);
    const next = new URL(req.nextUrl);
    next.searchParams.delete("offset");
    next.searchParams.set("cursor", page.nextCursor);
    headers.set("link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return Response.json(
    page.items.map((item) => toListingItemJson(item, request.locale)),
    { headers },
  );
});
