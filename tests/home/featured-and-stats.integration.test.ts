// GET /api/featured/brands and the home stats, against the migrated test database. Other test files share
// the database, so assertions look only at rows this file creates (or at count differences).
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeaturedBrand } from "@/server/featured/shape";

const suffix = randomUUID().slice(0, 8);
const context = { params: Promise.resolve({}) };

let GET: typeof import("@/app/api/featured/brands/route").GET;
let getDirectoryStats: typeof import("@/server/stats/queries").getDirectoryStats;
let getFeaturedBrands: typeof import("@/server/featured/queries").getFeaturedBrands;
let db: typeof import("@/server/db/client").db;

type Seed = {
  key: string;
  kind: "brand" | "clinic" | "lab" | "supplement";
  status: "published" | "draft" | "pending";
  sponsored?: boolean;
  featured?: boolean;
  rating?: number;
  reviewCount?: number;
};

const SEEDS: Seed[] = [
  { key: "featured-high", kind: "clinic", status: "published", featured: true, rating: 4.9, reviewCount: 12 },
  { key: "featured-none", kind: "lab", status: "published", featured: true },
  { key: "sponsored-low", kind: "brand", status: "published", sponsored: true, rating: 3.1, reviewCount: 3 },
  {
    key: "sponsored-high",
    kind: "supplement",
    status: "published",
    sponsored: true,
    featured: true,
    rating: 4.7,
    reviewCount: 156,
  },
  { key: "plain", kind: "brand", status: "published" },
  { key: "draft-sponsored", kind: "brand", status: "draft", sponsored: true },
  { key: "pending-featured", kind: "clinic", status: "pending", featured: true },
];
const idOf = (key: string) => `home-${key}-${suffix}`;
const ids = SEEDS.map((s) => idOf(s.key));

beforeAll(async () => {
  ({ GET } = await import("@/app/api/featured/brands/route"));
  ({ getDirectoryStats } = await import("@/server/stats/queries"));
  ({ getFeaturedBrands } = await import("@/server/featured/queries"));
  ({ db } = await import("@/server/db/client"));
});

afterAll(async () => {
  await db?.review.deleteMany({ where: { listingId: { in: ids } } });
  await db?.user.deleteMany({ where: { email: { endsWith: `@${suffix}.test` } } });
  await db?.newsletterSubscriber.deleteMany({ where: { email: { endsWith: `@${suffix}.test` } } });
  await db?.listing.deleteMany({ where: { id: { in: ids } } });
});

async function seedListings() {
  await db.listing.createMany({
    data: SEEDS.map((s) => ({
      id: idOf(s.key),
      kind: s.kind,
      slug: `${s.key}-${suffix}`,
      name: `Home ${s.key} ${suffix}`,
      status: s.status,
      placement: s.sponsored ? ("sponsored" as const) : s.featured ? ("editorial" as const) : null,
      rating: s.rating ?? null,
      reviewCount: s.reviewCount ?? 0,
      shortDescription: `About ${s.key}`,
      features: ["Feature A", "Feature B"],
      region: "Europe",
      publishedAt: s.status === "published" ? new Date() : null,
    })),
  });
}

describe("home data", () => {
  it("counts published clinics, labs, brands, reviews and distinct members", async () => {
    const before = await getDirectoryStats();
    await seedListings();
    const users = await Promise.all(
      ["one", "two"].map((name) => db.user.create({ data: { email: `${name}@${suffix}.test`, name } })),
    );
    await db.newsletterSubscriber.createMany({
      data: [
        // Also a registered user: counted once.
        {
          email: `one@${suffix}.test`,
          status: "confirmed",
          confirmToken: `c1${suffix}`.padEnd(43, "x"),
          unsubscribeToken: `u1${suffix}`.padEnd(43, "x"),
        },
        {
          email: `reader@${suffix}.test`,
          status: "confirmed",
          confirmToken: `c2${suffix}`.padEnd(43, "x"),
          unsubscribeToken: `u2${suffix}`.padEnd(43, "x"),
        },
        {
          email: `waiting@${suffix}.test`,
          status: "pending",
          confirmToken: `c3${suffix}`.padEnd(43, "x"),
          unsubscribeToken: `u3${suffix}`.padEnd(43, "x"),
        },
      ],
    });
    await db.review.createMany({
      data: [
        { userId: users[0]!.id, listingId: idOf("featured-high"), rating: 5, body: "Great", status: "published" },
        { userId: users[1]!.id, listingId: idOf("featured-high"), rating: 4, body: "Hidden", status: "hidden" },
      ],
    });

    const after = await getDirectoryStats();
    // Published only: featured-high (clinic); draft and pending ones do not count.
    expect(after.clinics - before.clinics).toBe(1);
    expect(after.labs - before.labs).toBe(1);
    // Brands = brand + wearable + supplement + food + app kinds: sponsored-low, sponsored-high, plain.
    expect(after.brands - before.brands).toBe(3);
    expect(after.reviews - before.reviews).toBe(1);
    expect(after.members - before.members).toBe(3);
    expect(after.byKind.supplement - before.byKind.supplement).toBe(1);
    expect(after.byKind.brand - before.byKind.brand).toBe(2);
  });

  it("GET /api/featured/brands lists published sponsored listings first, then featured ones, never unpublished", async () => {
    const res = await GET(new NextRequest("http://localhost/api/featured/brands"), context);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("s-maxage");
    const list = (await res.json()) as FeaturedBrand[];
    expect(list.length).toBeLessThanOrEqual(24);

    const mine = list.filter((b) => b.id.endsWith(suffix)).map((b) => b.id);
    expect(mine).toEqual([idOf("sponsored-high"), idOf("sponsored-low"), idOf("featured-high"), idOf("featured-none")]);
    // Every sponsored entry (anyone's) comes before every non-sponsored one.
    const firstPlain = list.findIndex((b) => b.placement !== "sponsored");
    if (firstPlain >= 0) expect(list.slice(firstPlain).every((b) => b.placement !== "sponsored")).toBe(true);

    const top = list.find((b) => b.id === idOf("sponsored-high"))!;
    expect(top).toMatchObject({
      name: `Home sponsored-high ${suffix}`,
      description: "About sponsored-high",
      category: "supplements",
      features: ["Feature A", "Feature B"],
      placement: "sponsored",
      rating: 4.7,
      reviewCount: 156,
      region: "Europe",
      slug: `sponsored-high-${suffix}`,
      url: `/supplement/sponsored-high-${suffix}`,
    });
    for (const key of [
      "id",
      "name",
      "description",
      "category",
      "website",
      "logoUrl",
      "heroImage",
      "features",
      "placement",
      "rating",
      "reviewCount",
      "region",
      "featuredReview",
      "reviewSource",
    ]) {
      expect(top).toHaveProperty(key);
    }
    expect(list.find((b) => b.id === idOf("sponsored-low"))!.url).toBe(`/brand/sponsored-low-${suffix}`);
  });

  it("caps the list at the requested limit", async () => {
    expect((await getFeaturedBrands(2)).length).toBeLessThanOrEqual(2);
  });
});
