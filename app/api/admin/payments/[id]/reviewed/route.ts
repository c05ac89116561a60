import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";
import { markExpeditedReviewed } from "@/server/payments";

/** POST /api/admin/payments/{id}/reviewed: an expedited review is done and leaves the queue (audited). */
export const POST = withAdmin(async ({ params, ip }) =>
  Response.json(await markExpeditedReviewed(params.id ?? "", ip), { headers: NO_STORE }),
);
