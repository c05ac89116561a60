import { moderationPatchSchema, setReplyStatus } from "@/server/reviews/moderate";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** PATCH /api/admin/review-replies/{id} {status: "hidden" | "published"}: hides a listing owner's reply, or restores it. */
export const PATCH = withAdmin(
  async ({ params, body, ip }) =>
    Response.json(await setReplyStatus(params.id ?? "", body.status, { ip }), { headers: NO_STORE }),
  { body: moderationPatchSchema, maxBodyBytes: 1_024 },
);
