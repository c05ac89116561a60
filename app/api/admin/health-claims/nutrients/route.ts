import { claimNutrientInput } from "@/lib/health-claims/schemas";
import { saveClaimNutrient } from "@/server/health-claims";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** POST /api/admin/health-claims/nutrients: saves a nutrient (the same slug again edits it), audit-logged. */
export const POST = withAdmin(
  async ({ body, ip }) =>
    Response.json(await saveClaimNutrient(body, { ip, today: new Date().toISOString().slice(0, 10) }), {
      headers: NO_STORE,
    }),
  { body: claimNutrientInput, maxBodyBytes: 8_192 },
);
