import { requestLocale } from "@/server/http/request-locale";
import { withListingOwner } from "@/server/http/owner-route";
import { NO_STORE } from "@/server/http/responses";
import { startSponsorshipCheckout } from "@/server/payments";

/**
 * POST /api/owner/listings/{id}/sponsorship: opens Stripe Checkout for a monthly sponsored place ({url}); the price
 * is the configured one. 404 for a listing the member does not own, or when payments are off; 409 over the cap.
 */
export const POST = withListingOwner(
  async ({ req, user, listing }) =>
    Response.json(await startSponsorshipCheckout(user, listing.id, requestLocale(req)), { headers: NO_STORE }),
  { rateLimit: "checkout" },
);
