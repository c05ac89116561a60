import { decisionSchema } from "@/lib/owners/admin-schema";
import { decideClaim } from "@/server/owners/decisions";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** POST /api/admin/claims/{id} {decision, note?}: approves or rejects a manual claim; the member is emailed. */
export const POST = withAdmin(
  async ({ params, body, ip }) => {
    await decideClaim(params.id ?? "", body, { ip });
    return Response.json({ ok: true }, { headers: NO_STORE });
  },
  { body: decisionSchema, maxBodyBytes: 4_096 },
);
