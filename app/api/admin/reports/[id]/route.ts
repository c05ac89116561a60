import { reportActionSchema } from "@/lib/owners/admin-schema";
import { actOnReport } from "@/server/reports/resolve";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/**
 * POST /api/admin/reports/{id} {action: edited | unpublished | merged | dismissed, mergeInto?, note?}: resolves or
 * dismisses a report (audited); reporters who left an address are told.
 */
export const POST = withAdmin(
  async ({ params, body, ip }) =>
    Response.json(await actOnReport(params.id ?? "", body, { ip }), { headers: NO_STORE }),
  { body: reportActionSchema, maxBodyBytes: 4_096 },
);
