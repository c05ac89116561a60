import { requestLocale } from "@/server/http/request-locale";
import { withListingOwner } from "@/server/http/owner-route";
import { NO_STORE } from "@/server/http/responses";
import { openBillingPortal } from "@/server/payments";

/** POST /api/owner/listings/{id}/billing-portal: Stripe's customer portal ({url}), back to this listing's dashboard. */
export const POST = withListingOwner(
  async ({ req, user, listing }) =>
    Response.json(await openBillingPortal(user.id, listing.id, requestLocale(req)), { headers: NO_STORE }),
  { rateLimit: "checkout" },
);
