import { healthClaimInput } from "@/lib/health-claims/schemas";
import { createHealthClaim } from "@/server/health-claims";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** POST /api/admin/health-claims/claims: adds an authorised claim to a nutrient of the register, audit-logged. */
export const POST = withAdmin(
  async ({ body, ip }) =>
    Response.json(await createHealthClaim(body, { ip, today: new Date().toISOString().slice(0, 10) }), {
      status: 201,
      headers: NO_STORE,
    }),
  { body: healthClaimInput, maxBodyBytes: 16_384 },
);
