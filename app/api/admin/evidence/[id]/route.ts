import { deleteEvidenceEntry } from "@/server/evidence";
import { withAdmin } from "@/server/http/admin-route";

/** DELETE /api/admin/evidence/{id}: removes the entry from every page, audit-logged. */
export const DELETE = withAdmin(async ({ params, ip }) => {
  await deleteEvidenceEntry(params.id ?? "", { ip });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
