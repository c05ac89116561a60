import { confirmListingFacts } from "@/server/listings/facts/verification";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** POST /api/admin/listings/{id}/verify: the admin checked the listing's facts; they count as verified today. */
export const POST = withAdmin(async ({ params, ip }) =>
  Response.json(await confirmListingFacts(params.id ?? "", "admin", { ip }), { headers: NO_STORE }),
);
