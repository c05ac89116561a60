import { kindOfApiSegment } from "@/lib/directory/api-segment";
import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/lib/http/handlers";
import { toListingDetailJson } from "@/server/public/listings/json";
import { getListing } from "@/server/public/listings/queries";

export const GET = withPublic(async ({ params }) => {
  const kind = kindOfApiSegment(params.category);
  const id = typeof params.id === "string" ? params.id : "";
  const listing = id.length <= 200 ? await getListing(kind, id) : null;
  if (!listing) throw new AppError("not_found", "Listing not found");
  return Response.json(toListingDetailJson(listing), {
    headers: { "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600" },
  });
});
