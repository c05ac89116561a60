import { deleteClaimNutrient } from "@/server/health-claims";
import { withAdmin } from "@/server/http/admin-route";

/** DELETE /api/admin/health-claims/nutrients/{slug}: removes a nutrient without claims, audit-logged. */
export const DELETE = withAdmin(async ({ params, ip }) => {
  await deleteClaimNutrient(params.slug ?? "", { ip });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
