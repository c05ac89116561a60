import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/admin/reviews/route";
import { PATCH as patchRoute } from "@/app/api/admin/reviews/[id]/route";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/server/db/client";
import type { ModeratedReviewPage } from "@/server/reviews/moderation-queries";
import type { ModeratedReview } from "@/server/reviews/moderation-select";
import { refreshListingRating } from "@/server/reviews/aggregates";
import { getListing } from "@/server/listings/read/queries";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

const run = randomUUID().slice(0, 8);
let token: string;
let listings: Awaited<ReturnType<typeof createListings>>;
let userIds: string[] = [];
let reviewIds: string[] = [];

const patch = (id: string, body: unknown) =>
  patchRoute(adminRequest(`/api/admin/reviews/${id}`, { method: "PATCH", body, token }), routeContext({ id }));
const list = async (query = "") =>
  (await (
    await listRoute(adminRequest(`/api/admin/reviews?${query}`, { token }), routeContext())
  ).json()) as ModeratedReviewPage;

beforeAll(async () => {
  token = await signInAsAdmin();
  listings = await createListings([{ kind: "clinic", name: `Reviewed Clinic ${run}` }]);
  const listing = listings[0]!;
  const users = await Promise.all(
    [
      ["Ada", "Lovelace"],
      ["Bob", null],
    ].map(([firstName, lastName], i) =>
      db.user.create({ data: { email: `mod-${i}-${run}@example.com`, firstName, lastName } }),
    ),
  );
  userIds = users.map((user) => user.id);
  const reviews = await Promise.all(
    users.map((user, i) =>
      db.review.create({
        data: {
          userId: user.id,
          listingId: listing.id,
          rating: i === 0 ? 5 : 1,
          title: i === 0 ? "Great" : "Spam",
          body: "Text",
        },
      }),
    ),
  );
  reviewIds = reviews.map((review) => review.id);
  await db.$transaction((tx) => refreshListingRating(tx, listing.id));
});
afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: { in: reviewIds } } });
  await db.user.deleteMany({ where: { id: { in: userIds } } });
  await deleteListings(listings);
});

describe("review moderation", () => {
  it("lists the latest reviews with the author's first name and initial and the listing", async () => {
    const page = await list(`listingId=${listings[0]!.id}`);
    expect(page.items).toHaveLength(2);
    expect(page.items.map((review) => review.author).sort()).toEqual(["Ada L.", "Bob"]);
    expect(page.items[0]!.listing).toMatchObject({ id: listings[0]!.id, path: `/clinic/${listings[0]!.slug}` });
    expect(JSON.stringify(page)).not.toContain("@example.com");
  });

  it("removes a review: hidden, the rating recomputed in the same transaction, audit-logged, pages revalidated", async () => {
    const listing = listings[0]!;
    expect(await getListing("clinic", listing.slug)).toMatchObject({ rating: 3, reviewCount: 2 });
    revalidatedTags.length = 0;
    const response = await patch(reviewIds[1]!, { status: "hidden" });
    expect(response.status).toBe(200);
    const answered = (await response.json()) as ModeratedReview;
    expect(answered.status).toBe("hidden");
    expect(await getListing("clinic", listing.slug)).toMatchObject({ rating: 5, reviewCount: 1 });
    // Revalidated once, after the commit: every tag exactly once.
    expect(revalidatedTags).toEqual(
      expect.arrayContaining([CACHE_TAGS.reviews(listing.id), CACHE_TAGS.listing(listing.id)]),
    );
    expect(revalidatedTags).toHaveLength(new Set(revalidatedTags).size);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: reviewIds[1] } });
    expect(audit).toMatchObject({
      actor: "admin",
      action: "review.hide",
      entityType: "review",
      before: { status: "published", rating: 1, title: "Spam" },
      after: { status: "hidden" },
    });
    // The answer (the row as read, with its new status) is what a fresh read of the review shows.
    expect((await list("status=hidden")).items.find((review) => review.id === reviewIds[1])).toEqual(answered);
  });

  it("is idempotent, restores a review, and answers 404 and 400", async () => {
    expect((await patch(reviewIds[1]!, { status: "hidden" })).status).toBe(200);
    expect(await db.auditLog.count({ where: { entityId: reviewIds[1] } })).toBe(1);
    expect((await patch(reviewIds[1]!, { status: "published" })).status).toBe(200);
    expect(await getListing("clinic", listings[0]!.slug)).toMatchObject({ rating: 3, reviewCount: 2 });
    expect((await patch("no-such-review", { status: "hidden" })).status).toBe(404);
    expect((await patch(reviewIds[0]!, { status: "deleted" })).status).toBe(400);
  });
});
