import { healthClaimInput } from "@/lib/health-claims/schemas";
import { deleteHealthClaim, updateHealthClaim } from "@/server/health-claims";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** PUT /api/admin/health-claims/claims/{id}: edits the claim (wording, condition of use, source), audit-logged. */
export const PUT = withAdmin(
  async ({ body, params, ip }) =>
    Response.json(
      await updateHealthClaim(params.id ?? "", body, { ip, today: new Date().toISOString().slice(0, 10) }),
      { headers: NO_STORE },
    ),
  { body: healthClaimInput, maxBodyBytes: 16_384 },
);

/** DELETE /api/admin/health-claims/claims/{id}: removes the claim from every page, audit-logged. */
export const DELETE = withAdmin(async ({ params, ip }) => {
  await deleteHealthClaim(params.id ?? "", { ip });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
