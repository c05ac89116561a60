import { decisionSchema } from "@/lib/owners/admin-schema";
import { decideChangeRequest } from "@/server/owners/decisions";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** POST /api/admin/change-requests/{id} {decision, note?}: applies an owner's name, slug or website change, or not. */
export const POST = withAdmin(
  async ({ params, body, ip }) => {
    await decideChangeRequest(params.id ?? "", body, { ip });
    return Response.json({ ok: true }, { headers: NO_STORE });
  },
  { body: decisionSchema, maxBodyBytes: 4_096 },
);
