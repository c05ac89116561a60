import { reviewInputSchema } from "@/lib/reviews/review-schema";
import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { deleteReview, updateReview } from "@/server/reviews/write";

/** PUT /api/reviews/{id} {rating, title?, body?}: edits the member's own review; anyone else's is a 404. */
export const PUT = withUser(
  async ({ params, body, user }) =>
    Response.json(await updateReview(user.id, params.id ?? "", body), { headers: NO_STORE }),
  { rateLimit: "reviews", body: reviewInputSchema, maxBodyBytes: 8192 },
);

/** DELETE /api/reviews/{id}: deletes the member's own review; anyone else's is a 404. */
export const DELETE = withUser(
  async ({ params, user }) => {
    await deleteReview(user.id, params.id ?? "");
    return Response.json({ ok: true }, { headers: NO_STORE });
  },
  { rateLimit: "reviews" },
);
