import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/listings/[id]/reviews/route";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { LOCALES } from "@/lib/i18n/locales";
import { REVIEW_ERRORS, isHiddenReview, type PublicReview } from "@/lib/reviews/review-schema";
import { db } from "@/server/db/client";
import { grantOwner, revokeOwner } from "@/server/owners/decisions";
import { getLatestReviews, getRatingSummary, getReviewPage, getShownReviews } from "@/server/reviews/queries";
import { call, type Member } from "../alerts/members";
import { english } from "../support/coded-errors";
import { deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";
import { clinic, makeOwner, member } from "../owners/owner-fixtures";

// A review by one of a listing's owners rates their own listing: refused when they write it, and counted in no
// rating (the listing's, its review block's, its JSON-LD) when it was written before they became an owner.

const review = (listingId: string, who: Member, rating: number, locale?: string) =>
  call(
    createRoute,
    `/api/listings/${listingId}/reviews${locale ? `?locale=${locale}` : ""}`,
    { method: "POST", cookie: who.cookie, body: { rating, body: "My experience." } },
    { id: listingId },
  );

const aggregates = (listingId: string) =>
  db.listing.findUniqueOrThrow({ where: { id: listingId }, select: { rating: true, reviewCount: true } });

/** The reviews-form catalogue's text for a code in one language. */
function catalogued(locale: string, code: string): string {
  const messages = JSON.parse(readFileSync(`messages/${locale}/reviews-form.json`, "utf8")) as {
    messages: Record<string, string>;
  };
  return messages.messages[code.slice("reviews-form.messages.".length)]!;
}

let listings: Awaited<ReturnType<typeof clinic>>[] = [];

beforeAll(async () => {
  listings = [await clinic("Self Serving Clinic"), await clinic("Claimed Later Clinic")];
});

afterAll(async () => {
  await deleteListings(listings);
});

describe("an owner reviewing their own listing", () => {
  it("is refused with 403 and its code, in the asker's language; nothing is stored or counted", async () => {
    const [place] = listings;
    const owner = await member("self-reviewer");
    await makeOwner(place!.id, owner.userId);

    const refused = await review(place!.id, owner, 5);
    expect(refused.status).toBe(403);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("forbidden");
    expect(error.message).toBe(english(REVIEW_ERRORS.ownListing));
    for (const locale of LOCALES) {
      const text = catalogued(locale, REVIEW_ERRORS.ownListing);
      expect(text, locale).toBeTruthy();
      const answer = (await (await review(place!.id, owner, 5, locale)).json()) as { error: { message: string } };
      expect(answer.error.message).toBe(text);
    }
    expect(await db.review.count({ where: { listingId: place!.id } })).toBe(0);
    expect(await aggregates(place!.id)).toEqual({ rating: null, reviewCount: 0 });

    // Any other member still reviews it.
    expect((await review(place!.id, await member("client"), 4)).status).toBe(201);
    expect(await aggregates(place!.id)).toEqual({ rating: 4, reviewCount: 1 });
  });
});

describe("a review written before its author became an owner", () => {
  it("stops counting in every rating once they own the listing, stays listed as theirs, and counts again after", async () => {
    const [, place] = listings;
    const [future, client] = [await member("future-owner"), await member("other-client")];
    expect((await review(place!.id, future, 5)).status).toBe(201);
    expect((await review(place!.id, client, 2)).status).toBe(201);
    expect(await aggregates(place!.id)).toEqual({ rating: 3.5, reviewCount: 2 });

    revalidatedTags.length = 0;
    const { ownerId } = await grantOwner(place!.id, future.email);
    // The listing's rating (cards, JSON-LD aggregateRating) and the review block's count only the other member.
    expect(await aggregates(place!.id)).toEqual({ rating: 2, reviewCount: 1 });
    expect((await getRatingSummary(place!.id)).all).toEqual({ mean: 2, count: 1 });
    // The reviews the detail page marks up as JSON-LD Review leave it out.
    const shown = await getShownReviews(place!.id);
    expect(shown.map((r) => r.rating)).toEqual([2]);
    // The public list keeps it, marked as the owner's.
    const listed = (await getReviewPage(place!.id, null)).reviews.filter((r): r is PublicReview => !isHiddenReview(r));
    expect(listed.map((r) => [r.rating, r.byOwner === true])).toEqual([
      [2, false],
      [5, true],
    ]);
    expect(JSON.stringify(listed)).not.toContain(future.userId);
    // So does the latest-reviews page.
    const latest = (await getLatestReviews()).filter((r) => r.listing.slug === place!.slug);
    expect(latest.map((r) => [r.rating, r.byOwner === true])).toEqual([
      [2, false],
      [5, true],
    ]);
    expect(JSON.stringify(latest)).not.toContain(future.userId);
    expect(revalidatedTags).toEqual(
      expect.arrayContaining([CACHE_TAGS.reviews(place!.id), CACHE_TAGS.listingCard(place!.id), CACHE_TAGS.listings]),
    );

    revalidatedTags.length = 0;
    await revokeOwner(ownerId);
    expect(await aggregates(place!.id)).toEqual({ rating: 3.5, reviewCount: 2 });
    expect((await getRatingSummary(place!.id)).all).toEqual({ mean: 3.5, count: 2 });
    expect(revalidatedTags).toContain(CACHE_TAGS.reviews(place!.id));
  });

  it("changes nothing but the listing's page when a member without a review becomes an owner", async () => {
    const [place] = listings;
    const before = await aggregates(place!.id);
    revalidatedTags.length = 0;
    await grantOwner(place!.id, (await member("plain-owner")).email);
    expect(await aggregates(place!.id)).toEqual(before);
    expect(revalidatedTags).not.toContain(CACHE_TAGS.reviews(place!.id));
    expect(revalidatedTags).toContain(CACHE_TAGS.listing(place!.id));
  });
});
