import { genericError } from "@/lib/http/error-codes";
import { LISTING_KINDS } from "@/lib/directory/kinds";
import { AppError, fieldError } from "@/lib/http/app-error";
import { reviewInputSchema } from "@/lib/reviews/review-schema";
import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { withPublic } from "@/server/http/route";
import { createReview } from "@/server/reviews/write";
import { findListingAmong } from "@/server/listings/read/queries";
import { decodeKeysetCursor } from "@/server/db/keyset-cursor";
import { getReviewPage } from "@/server/reviews/queries";

/**
 * GET /api/listings/{id}/reviews?cursor=: a published listing's review list, newest first, 10 a page: published
 * reviews with the author's first name only, and in the place of each review moderation hid its placeholder
 * `{id, hidden: true, rule, createdAt}`. The same answer for everyone (nothing about the caller), so a CDN may keep it briefly.
 */
export const GET = withPublic(async ({ req, params }) => {
  const cursor = req.nextUrl.searchParams.get("cursor") || null;
  if (cursor && !decodeKeysetCursor(cursor)) throw fieldError("bad_request", "cursor", genericError("invalidCursor"));
  const listing = await findListingAmong(LISTING_KINDS, params.id ?? "");
  // Ids only: a slug can name listings of two kinds.
  if (!listing || listing.id !== params.id) throw new AppError("not_found", "Listing not found");
  return Response.json(await getReviewPage(listing.id, cursor), {
    headers: { "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" },
  });
});

/** POST /api/listings/{id}/reviews {rating, title?, body?}: the member's review (201); a second one is a 409. */
export const POST = withUser(
  async ({ params, body, user }) =>
    Response.json(await createReview(user.id, params.id ?? "", body), { status: 201, headers: NO_STORE }),
  { rateLimit: "reviews", body: reviewInputSchema, maxBodyBytes: 8192 },
);
