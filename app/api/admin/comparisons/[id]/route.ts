import { removeComparisonPick } from "@/server/comparisons/picks";
import { withAdmin } from "@/server/http/admin-route";

/** DELETE /api/admin/comparisons/{id}: the comparison is no longer picked for the sitemap. */
export const DELETE = withAdmin(async ({ params, ip }) => {
  await removeComparisonPick(params.id ?? "", { ip });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
