import { moderationPatchSchema, setReviewStatus } from "@/server/reviews/moderate";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** PATCH /api/admin/reviews/{id} {status: "hidden" | "published"}: removes a member's review from the site, or restores it. */
export const PATCH = withAdmin(
  async ({ params, body, ip }) =>
    Response.json(await setReviewStatus(params.id ?? "", body.status, { ip }), { headers: NO_STORE }),
  { body: moderationPatchSchema, maxBodyBytes: 1_024 },
);
