import { reviewInputSchema } from "@/lib/reviews/review-schema";
import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { readInvitation, reviewThroughInvitation } from "@/server/reviews/invitations";

/** GET /api/reviews/invitations/{token}: the listing the signed-in member was invited to review, if the link is theirs. */
export const GET = withUser(
  async ({ params, user }) => Response.json(await readInvitation(user, params.token ?? ""), { headers: NO_STORE }),
  { rateLimit: "reviews" },
);

/**
 * POST /api/reviews/invitations/{token} {rating, title?, body?, dimensions?}: the invited member's review, stored as
 * verified (201). An altered, used, expired or another member's link is a coded 4xx and writes nothing.
 */
export const POST = withUser(
  async ({ params, body, user, ip }) =>
    Response.json(await reviewThroughInvitation(user, params.token ?? "", body, { ip }), {
      status: 201,
      headers: NO_STORE,
    }),
  { rateLimit: "reviews", body: reviewInputSchema, maxBodyBytes: 8192 },
);
