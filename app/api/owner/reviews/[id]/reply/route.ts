import { replyInputSchema } from "@/lib/reviews/reply-schema";
import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { deleteReply, saveReply } from "@/server/reviews/replies";

/**
 * PUT /api/owner/reviews/{id}/reply {body}: an owner's public reply to a published review of their listing, written
 * or edited; a review of a listing they do not own is a 404.
 */
export const PUT = withUser(
  async ({ params, body, user }) =>
    Response.json(await saveReply(user.id, params.id ?? "", body), { headers: NO_STORE }),
  { rateLimit: "ownerWrites", body: replyInputSchema, maxBodyBytes: 8_192 },
);

/** DELETE /api/owner/reviews/{id}/reply: removes the reply. */
export const DELETE = withUser(
  async ({ params, user }) => {
    await deleteReply(user.id, params.id ?? "");
    return Response.json({ ok: true }, { headers: NO_STORE });
  },
  { rateLimit: "ownerWrites" },
);
