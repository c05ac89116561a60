import { claimVerifySchema } from "@/lib/owners/claim-schema";
import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { verifyClaim } from "@/server/owners/claims/mutations";

/**
 * POST /api/claims/{id}/verify {code?}: proves the member's own pending claim, with the emailed code or by the token
 * found on the listing's website; answers the verified claim. Another member's claim is a 404.
 */
export const POST = withUser(
  async ({ params, body, user, ip }) =>
    Response.json(await verifyClaim(user, params.id ?? "", body, ip), { headers: NO_STORE }),
  { rateLimit: "claims", addressRateLimit: "claimsPerAddress", body: claimVerifySchema, maxBodyBytes: 1_024 },
);
