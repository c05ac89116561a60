import { kindOfApiSegment } from "@/lib/directory/api-segment";
import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { toListingDetailJson } from "@/server/listings/read/json";
import { getListing } from "@/server/listings/read/queries";

/** GET /api/{segment}/{id}: one published listing by id or slug. */
export const GET = withPublic(async ({ params }) => {
  const kind = kindOfApiSegment(params.category);
  const listing = await getListing(kind, params.id ?? "");
  if (!listing) throw new AppError("not_found", "Listing not found");
  return Response.json(toListingDetailJson(listing), {
    headers: { "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600" },
  });
});
