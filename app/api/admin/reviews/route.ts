import * as z from "zod/mini";
import { listReviewsForModeration, moderationQuerySchema } from "@/server/reviews/moderation-queries";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/admin/reviews?status=&listingId=&cursor=: the latest member reviews, newest first, 25 a page. */
export const GET = withAdmin(async ({ req }) => {
  const query = z.parse(moderationQuerySchema, Object.fromEntries(req.nextUrl.searchParams));
  return Response.json(await listReviewsForModeration(query), { headers: NO_STORE });
});
