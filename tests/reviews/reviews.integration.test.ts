import { english, fieldCodes } from "../support/coded-errors";
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/listings/[id]/reviews/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/reviews/[id]/route";
import { GET as mineRoute } from "@/app/api/reviews/mine/route";
import { REVIEW_ERRORS, type MyReview, type OwnReview, type PublicReviewPage } from "@/lib/reviews/review-schema";
import { UNSAFE_CONTENT_MESSAGE } from "@/lib/security/unsafe-content";
import { db } from "@/server/db/client";
import { sessionCookieName } from "@/server/auth/member/session";
import { getLatestReviews, getShownReviews } from "@/server/reviews/queries";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";

// The aggregate refresh can be made to fail once, to show the review write rolls back with it (one transaction).
const aggregateFailure = vi.hoisted(() => ({ next: false }));
vi.mock("@/server/reviews/aggregates", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/server/reviews/aggregates")>();
  return {
    refreshListingRating: async (...args: Parameters<typeof original.refreshListingRating>) => {
      if (aggregateFailure.next) {
        aggregateFailure.next = false;
        throw new Error("simulated failure after the review write");
      }
      return original.refreshListingRating(...args);
    },
  };
});

const token = randomUUID().slice(0, 8);
let address = 0;
const nextIp = () => `198.51.100.${(++address % 250) + 1}`;

type Init = { method?: string; body?: unknown; cookie?: string };

function request(path: string, init: Init = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": nextIp() };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.cookie) headers.cookie = `${sessionCookieName()}=${init.cookie}`;
  return new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) });

const api = {
  list: (listingId: string, cursor?: string) =>
    listRoute(
      request(
        `/api/listings/${listingId}/reviews${cursor === undefined ? "" : `?cursor=${encodeURIComponent(cursor)}`}`,
      ),
      params({ id: listingId }),
    ),
  create: (listingId: string, body: unknown, cookie?: string) =>
    createRoute(
      request(`/api/listings/${listingId}/reviews`, { method: "POST", body, cookie }),
      params({ id: listingId }),
    ),
  update: (id: string, body: unknown, cookie?: string) =>
    updateRoute(request(`/api/reviews/${id}`, { method: "PUT", body, cookie }), params({ id })),
  remove: (id: string, cookie?: string) =>
    deleteRoute(request(`/api/reviews/${id}`, { method: "DELETE", cookie }), params({ id })),
  mine: (cookie?: string) => mineRoute(request("/api/reviews/mine", { cookie }), params({})),
};

/** A new member signed up through the API; returns the session cookie value. */
async function member(name: string): Promise<string> {
  const response = await signUpRoute(
    request("/api/auth/signup", {
      method: "POST",
      body: {
        fullName: `${name} Reviewer`,
        email: `${name.toLowerCase()}-${token}@example.com`,
        password: "correct horse battery",
      },
    }),
    params({}),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const cookie = new RegExp(`${sessionCookieName()}=([^;]*)`).exec(response.headers.get("set-cookie") ?? "")?.[1];
  expect(cookie).toBeTruthy();
  return cookie!;
}

async function aggregates(listingId: string) {
  return db.listing.findUniqueOrThrow({ where: { id: listingId }, select: { rating: true, reviewCount: true } });
}

let listings: Awaited<ReturnType<typeof createListings>> = [];
let clinic: { id: string; slug: string };
let lab: { id: string; slug: string };
let draft: { id: string; slug: string };
let paged: { id: string; slug: string };

beforeAll(async () => {
  listings = await createListings([
    { name: `Review Clinic ${token}`, kind: "clinic" },
    { name: `Review Lab ${token}`, kind: "lab" },
    { name: `Review Draft ${token}`, kind: "clinic", status: "draft", publishedAt: null },
    { name: `Review Paged ${token}`, kind: "wearable" },
  ]);
  const byName = (prefix: string) => listings.find((l) => l.name.startsWith(prefix))!;
  [clinic, lab, draft, paged] = [
    byName("Review Clinic"),
    byName("Review Lab"),
    byName("Review Draft"),
    byName("Review Paged"),
  ];
});

afterAll(async () => {
  await db.user.deleteMany({ where: { email: { endsWith: `-${token}@example.com` } } });
  await deleteListings(listings);
});

describe("who may write", () => {
  it("answers 401 to anonymous writes and reads of one's own reviews, whatever the body", async () => {
    expect((await api.create(clinic.id, { rating: 5 })).status).toBe(401);
    expect((await api.create(clinic.id, { rating: "nope" })).status).toBe(401);
    expect((await api.update("anything", { rating: 5 })).status).toBe(401);
    expect((await api.remove("anything")).status).toBe(401);
    expect((await api.mine()).status).toBe(401);
  });

  it("answers 404 for an unknown or unpublished listing, on writes and on the public list", async () => {
    const cookie = await member("Nolisting");
    expect((await api.create(`missing-${token}`, { rating: 4 }, cookie)).status).toBe(404);
    expect((await api.create(draft.id, { rating: 4 }, cookie)).status).toBe(404);
    expect((await api.list(`missing-${token}`)).status).toBe(404);
    expect((await api.list(draft.id)).status).toBe(404);
    // The list takes listing ids, not slugs.
    expect((await api.list(clinic.slug)).status).toBe(404);
    expect(await db.review.count({ where: { listingId: draft.id } })).toBe(0);
  });
});

describe("validation", () => {
  it("refuses bad ratings, over-long text and unsafe markup with 400 and field messages; nothing is stored", async () => {
    const cookie = await member("Invalid");
    for (const rating of [0, 6, 2.5, "5", null]) {
      const response = await api.create(clinic.id, { rating, body: "Fine" }, cookie);
      expect(response.status, `rating ${JSON.stringify(rating)}`).toBe(400);
      expect(fieldCodes((await response.json()).error.fields).rating).toEqual([REVIEW_ERRORS.rating]);
    }
    const long = await api.create(clinic.id, { rating: 4, body: "a".repeat(2001) }, cookie);
    expect(long.status).toBe(400);
    expect(fieldCodes((await long.json()).error.fields).body).toEqual([REVIEW_ERRORS.body]);
    const longTitle = await api.create(clinic.id, { rating: 4, title: "t".repeat(121) }, cookie);
    expect(longTitle.status).toBe(400);
    expect((await longTitle.json()).error.fields.title?.[0]).toEqual({
      code: REVIEW_ERRORS.title,
      params: { max: 120 },
      message: "The title must be at most 120 characters",
    });
    const script = await api.create(clinic.id, { rating: 4, body: "Great <script>alert(1)</script>" }, cookie);
    expect(script.status).toBe(400);
    expect(await script.json()).toMatchObject({
      error: {
        code: "bad_request",
        message: UNSAFE_CONTENT_MESSAGE,
        fields: { body: [{ code: "errors.unsafe", params: {}, message: UNSAFE_CONTENT_MESSAGE }] },
      },
    });
    expect(await db.review.count({ where: { listingId: clinic.id } })).toBe(0);
  });

  it("accepts exactly 2,000 characters, trims text and stores an empty title as none", async () => {
    const cookie = await member("Edge");
    const response = await api.create(lab.id, { rating: 3, title: "   ", body: `  ${"b".repeat(2000)}  ` }, cookie);
    expect(response.status).toBe(201);
    const review = (await response.json()) as OwnReview;
    expect(review.title).toBeNull();
    expect(review.body).toHaveLength(2000);
    expect((await api.remove(review.id, cookie)).status).toBe(200);
    expect(await aggregates(lab.id)).toEqual({ rating: null, reviewCount: 0 });
  });

  it("never answers 5xx to a member's odd text: NUL, lone surrogates, emoji, wrong types", async () => {
    const cookie = await member("Odd");
    const bodies = [
      { rating: 3, body: "a\u0000b" },
      { rating: 3, body: "\ud800 lone" },
      { rating: 3, title: ["x"] },
      { rating: 3, body: "😀".repeat(1000) },
      [],
      "text",
    ];
    const statuses: number[] = [];
    for (const body of bodies) {
      const response = await api.create(lab.id, body, cookie);
      statuses.push(response.status);
      if (response.status === 201)
        expect((await api.remove(((await response.json()) as OwnReview).id, cookie)).status).toBe(200);
    }
    expect(statuses).toEqual([400, 400, 400, 201, 400, 400]);
  });
});

describe("writing, editing and deleting", () => {
  let ada: string;
  let bob: string;
  let adaReview: OwnReview;

  beforeAll(async () => {
    [ada, bob] = [await member("Ada"), await member("Bob")];
  });

  it("creates a review (201), updates the listing's aggregates and revalidates its tags", async () => {
    revalidatedTags.length = 0;
    const response = await api.create(
      clinic.id,
      { rating: 4, title: " Calm and thorough ", body: "Good follow-up.", unknown: "dropped" },
      ada,
    );
    expect(response.status).toBe(201);
    adaReview = (await response.json()) as OwnReview;
    expect(adaReview).toMatchObject({
      listingId: clinic.id,
      rating: 4,
      title: "Calm and thorough",
      body: "Good follow-up.",
      status: "published",
    });
    expect(adaReview).not.toHaveProperty("unknown");
    expect(await aggregates(clinic.id)).toEqual({ rating: 4, reviewCount: 1 });
    expect(revalidatedTags).toEqual(
      expect.arrayContaining([
        `reviews:${clinic.id}`,
        `listing:${clinic.id}`,
        `listing-key:${clinic.id}`,
        `listing-key:${clinic.slug}`,
        "listings",
        "stats",
        "sitemap",
      ]),
    );
  });

  it("refuses a second review by the same member with 409 and a clear message", async () => {
    const response = await api.create(clinic.id, { rating: 1 }, ada);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(english(REVIEW_ERRORS.duplicate));
    expect(await db.review.count({ where: { listingId: clinic.id } })).toBe(1);
  });

  it("averages the published reviews of several members", async () => {
    expect((await api.create(clinic.id, { rating: 1, body: "Not for me." }, bob)).status).toBe(201);
    expect(await aggregates(clinic.id)).toEqual({ rating: 2.5, reviewCount: 2 });
  });

  it("answers 404 when a member edits or deletes another member's review, and changes nothing", async () => {
    expect((await api.update(adaReview.id, { rating: 1 }, bob)).status).toBe(404);
    expect((await api.remove(adaReview.id, bob)).status).toBe(404);
    expect((await api.update(`missing-${token}`, { rating: 1 }, bob)).status).toBe(404);
    expect((await db.review.findUniqueOrThrow({ where: { id: adaReview.id } })).rating).toBe(4);
    expect(await aggregates(clinic.id)).toEqual({ rating: 2.5, reviewCount: 2 });
  });

  it("edits the member's own review and recomputes the aggregates, leaving hidden reviews out", async () => {
    const hiddenAuthor = await db.user.create({ data: { email: `hidden-${token}@example.com`, firstName: "Hidden" } });
    await db.review.create({
      data: { userId: hiddenAuthor.id, listingId: clinic.id, rating: 5, body: "Spam", status: "hidden" },
    });
    revalidatedTags.length = 0;
    const response = await api.update(adaReview.id, { rating: 2, body: "Changed my mind." }, ada);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: adaReview.id, rating: 2, title: null, body: "Changed my mind." });
    expect(await aggregates(clinic.id)).toEqual({ rating: 1.5, reviewCount: 2 });
    expect(revalidatedTags).toEqual(expect.arrayContaining([`reviews:${clinic.id}`, `listing:${clinic.id}`]));
    const page = (await (await api.list(clinic.id)).json()) as PublicReviewPage;
    expect(JSON.stringify(page.reviews)).not.toContain("Spam");
    expect(page.reviews.filter((review) => "hidden" in review)).toEqual([
      expect.objectContaining({ hidden: true, rule: null }),
    ]);
  });

  it("lists the member's own reviews with the listing's name and page", async () => {
    const response = await api.mine(ada);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const mine = (await response.json()) as MyReview[];
    expect(mine).toEqual([
      expect.objectContaining({
        id: adaReview.id,
        rating: 2,
        listing: { id: clinic.id, name: `Review Clinic ${token}`, url: `/clinic/${clinic.slug}` },
      }),
    ]);
  });

  it("deletes the member's own review and recomputes the aggregates", async () => {
    revalidatedTags.length = 0;
    expect((await api.remove(adaReview.id, ada)).status).toBe(200);
    expect(await db.review.findUnique({ where: { id: adaReview.id } })).toBeNull();
    expect(await aggregates(clinic.id)).toEqual({ rating: 1, reviewCount: 1 });
    expect(revalidatedTags).toEqual(
      expect.arrayContaining([`reviews:${clinic.id}`, `listing:${clinic.id}`, `listing-key:${clinic.slug}`]),
    );
    expect(await (await api.mine(ada)).json()).toEqual([]);
    // Deleted, so the member may review the listing again.
    expect((await api.create(clinic.id, { rating: 5 }, ada)).status).toBe(201);
    expect(await aggregates(clinic.id)).toEqual({ rating: 3, reviewCount: 2 });
  });

  it("writes the review and the aggregates in one transaction: a failed aggregate update leaves no review", async () => {
    const cookie = await member("Atomic");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    aggregateFailure.next = true;
    const response = await api.create(clinic.id, { rating: 5 }, cookie);
    errors.mockRestore();
    expect(response.status).toBe(500);
    expect(
      await db.review.count({ where: { listingId: clinic.id, user: { email: `atomic-${token}@example.com` } } }),
    ).toBe(0);
    expect(await aggregates(clinic.id)).toEqual({ rating: 3, reviewCount: 2 });
  });
});

describe("the public list", () => {
  const TOTAL = 23;

  beforeAll(async () => {
    const base = Date.UTC(2026, 0, 1);
    await db.user.createMany({
      data: Array.from({ length: TOTAL }, (_, i) => ({
        id: `pager-${i}-${token}`,
        email: `pager-${i}-${token}@example.com`,
        firstName: `Pager${i}`,
        lastName: "Secret",
      })),
    });
    await db.review.createMany({
      data: Array.from({ length: TOTAL }, (_, i) => ({
        userId: `pager-${i}-${token}`,
        listingId: paged.id,
        rating: (i % 5) + 1,
        body: `Review ${i}`,
        // Two reviews share each timestamp: the id decides their order, so paging neither skips nor repeats one.
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      })),
    });
  });

  it("pages published reviews newest first, ten at a time, with the author's first name only", async () => {
    const seen: PublicReviewPage["reviews"] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await api.list(paged.id, cursor);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/public/);
      const page = (await response.json()) as PublicReviewPage;
      sizes.push(page.reviews.length);
      seen.push(...page.reviews);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(sizes).toEqual([10, 10, 3]);
    expect(new Set(seen.map((r) => r.id)).size).toBe(TOTAL);
    const order = seen.map((r) => [r.createdAt, r.id].join(" "));
    expect(order).toEqual([...order].sort().reverse());
    expect(Object.keys(seen[0]!).sort()).toEqual([
      "author",
      "body",
      "createdAt",
      "id",
      "rating",
      "title",
      "verification",
    ]);
    expect(seen[0]).toMatchObject({ author: expect.stringMatching(/^Pager\d+$/) });
    expect(JSON.stringify(seen)).not.toContain("Secret");
    expect(JSON.stringify(seen)).not.toContain("@example.com");
    // The cached detail page renders the same first page.
    expect((await getShownReviews(paged.id)).map((r) => r.id)).toEqual(seen.slice(0, 10).map((r) => r.id));
  });

  it("lists the newest reviews across the directory for /reviews, without hidden reviews or unpublished listings", async () => {
    const future = Date.UTC(2099, 0, 1);
    await db.review.createMany({
      data: [
        {
          userId: `pager-0-${token}`,
          listingId: lab.id,
          rating: 5,
          body: "Newest of all",
          createdAt: new Date(future),
        },
        {
          userId: `pager-1-${token}`,
          listingId: lab.id,
          rating: 1,
          body: "Hidden by the admin",
          status: "hidden",
          createdAt: new Date(future + 60_000),
        },
        {
          userId: `pager-2-${token}`,
          listingId: draft.id,
          rating: 1,
          body: "On a draft listing",
          createdAt: new Date(future + 120_000),
        },
      ],
    });
    const latest = await getLatestReviews(5);
    expect(latest).toHaveLength(5);
    expect(latest[0]).toMatchObject({
      body: "Newest of all",
      author: "Pager0",
      rating: 5,
      listing: { kind: "lab", slug: lab.slug },
    });
    const bodies = latest.map((review) => review.body);
    expect(bodies).not.toContain("Hidden by the admin");
    expect(bodies).not.toContain("On a draft listing");
    expect(JSON.stringify(latest)).not.toContain("Secret");
    expect(JSON.stringify(latest)).not.toContain("@example.com");
  });

  it("refuses a cursor it did not write with 400", async () => {
    for (const cursor of [
      "not a cursor",
      "AAAA",
      Buffer.from(JSON.stringify(["yesterday", "x"])).toString("base64url"),
      "x".repeat(300),
    ]) {
      const response = await api.list(paged.id, cursor);
      expect(response.status, cursor).toBe(400);
    }
  });

  it("keeps a review moderation hid in its own place, on any page, as a placeholder naming only the rule", async () => {
    const readAll = async () => {
      const pages: PublicReviewPage["reviews"][] = [];
      let cursor: string | undefined;
      do {
        const page = (await (await api.list(paged.id, cursor)).json()) as PublicReviewPage;
        pages.push(page.reviews);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return pages;
    };
    const before = (await readAll()).flat();
    // The 4th newest (first page) and the 11th (first of the page "Load more" fetches).
    const hidden = [before[3]!, before[10]!];
    await db.review.updateMany({
      where: { id: { in: hidden.map((review) => review.id) } },
      data: { status: "hidden", hiddenRule: "abuse" },
    });
    try {
      const pages = await readAll();
      expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
      const after = pages.flat();
      expect(after.map((review) => review.id)).toEqual(before.map((review) => review.id));
      expect(after[3]).toEqual({ id: hidden[0]!.id, hidden: true, rule: "abuse", createdAt: hidden[0]!.createdAt });
      expect(pages[1]![0]).toEqual({ id: hidden[1]!.id, hidden: true, rule: "abuse", createdAt: hidden[1]!.createdAt });
      const placeholders = JSON.stringify([after[3], after[10]]);
      for (const leak of ["Review ", "Pager", "Secret", "rating", "body", "author"])
        expect(placeholders).not.toContain(leak);
      // Never in the page's rating markup.
      expect((await getShownReviews(paged.id)).map((review) => review.id)).not.toContain(hidden[0]!.id);
    } finally {
      await db.review.updateMany({
        where: { id: { in: hidden.map((review) => review.id) } },
        data: { status: "published", hiddenRule: null },
      });
    }
  });
});

describe("rate limit", () => {
  it("allows a member 10 review writes an hour, then answers 429 with Retry-After", async () => {
    const cookie = await member("Busy");
    for (let i = 0; i < 10; i++)
      expect((await api.update(`missing-${i}-${token}`, { rating: 3 }, cookie)).status).toBe(404);
    const limited = await api.update(`missing-${token}`, { rating: 3 }, cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
