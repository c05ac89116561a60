import { parseAnalyticsPeriod } from "@/lib/analytics/period";
import { withListingOwner } from "@/server/http/owner-route";
import { NO_STORE } from "@/server/http/responses";
import { getOwnerFigures } from "@/server/analytics/owner-figures";

/** GET /api/owner/listings/{id}/figures?days=7|30|90: the listing's own figures; another listing's id is a 404. */
export const GET = withListingOwner(
  async ({ req, listing }) =>
    Response.json(await getOwnerFigures(listing, parseAnalyticsPeriod(req.nextUrl.searchParams.get("days"))), {
      headers: NO_STORE,
    }),
  { rateLimit: "ownerReads" },
);
