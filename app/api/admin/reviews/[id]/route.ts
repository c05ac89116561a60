import { moderationPatchSchema, setReviewStatus } from "@/server/reviews/moderate";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/**
 * PATCH /api/admin/reviews/{id} {status: "hidden" | "published", rule?}: removes a member's review from the site,
 * naming the public rule it broke, or restores it.
 */
export const PATCH = withAdmin(
  async ({ params, body, ip }) =>
    Response.json(await setReviewStatus(params.id ?? "", body.status, { ip, rule: body.rule }), { headers: NO_STORE }),
  { body: moderationPatchSchema, maxBodyBytes: 1_024 },
);
