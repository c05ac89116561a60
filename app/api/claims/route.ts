import { claimStartSchema } from "@/lib/owners/claim-schema";
import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { startClaim } from "@/server/owners/claims/mutations";

/**
 * POST /api/claims {listingId, method, email?, note?}: a confirmed member starts claiming a published listing
 * (201 with the claim). 403 for an unconfirmed address, 409 for an owner already, 400 for an address outside the
 * website's domain. 5 claim actions an hour per member and 20 per address.
 */
export const POST = withUser(
  async ({ body, user }) => Response.json(await startClaim(user, body), { status: 201, headers: NO_STORE }),
  { rateLimit: "claims", addressRateLimit: "claimsPerAddress", body: claimStartSchema, maxBodyBytes: 4_096 },
);
