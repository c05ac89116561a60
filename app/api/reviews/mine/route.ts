import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { listMyReviews } from "@/server/reviews/member-queries";

/** GET /api/reviews/mine: the member's own reviews, newest first, with each listing's name and page. */
export const GET = withUser(async ({ user }) => Response.json(await listMyReviews(user.id), { headers: NO_STORE }));
