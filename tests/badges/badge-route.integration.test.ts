import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as badge } from "@/app/[locale]/badges/[theme]/[route]/[file]/route";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/server/db/client";
import { setReviewStatus } from "@/server/reviews/moderate";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";

const context = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const request = new NextRequest("http://localhost/badges/light/clinic/x.svg");
const get = (params: Record<string, string>) => badge(request, context(params));

describe("GET /badges/{theme}/{route}/{slug}.svg", () => {
  let listings: Awaited<ReturnType<typeof createListings>>;

  beforeAll(async () => {
    listings = await createListings([
      { name: "Badge Clinic Four Reviews", kind: "clinic", rating: 4.2, reviewCount: 4 },
      { name: "Badge Clinic <Five> Reviews", kind: "clinic", rating: 4.64, reviewCount: 5 },
      { name: "Badge Hidden Lab", kind: "lab", status: "pending", publishedAt: null },
      { name: "Badge Clinic Moderated", kind: "clinic" },
    ]);
    const user = await db.user.create({ data: { email: `badge-owner-${listings[1]!.slug}@example.org` } });
    await db.listingOwner.create({
      data: { listingId: listings[1]!.id, userId: user.id, method: "admin", verifiedAt: new Date() },
    });
  });
  afterAll(async () => {
    await db.user.deleteMany({ where: { email: { startsWith: `badge-reviewer-${listings[3]!.slug}-` } } });
    await db.listingOwner.deleteMany({ where: { listingId: listings[1]!.id } });
    await db.user.deleteMany({ where: { email: `badge-owner-${listings[1]!.slug}@example.org` } });
    await deleteListings(listings);
  });

  it("shows the rating only from 5 reviews, and the verified-owner check only with a verified owner", async () => {
    const few = await get({ locale: "en", theme: "light", route: "clinic", file: `${listings[0]!.slug}.svg` });
    expect(few.status).toBe(200);
    expect(few.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    const fewSvg = await few.text();
    expect(fewSvg).toContain("Listed on");
    expect(fewSvg).not.toContain("★");
    expect(fewSvg).not.toContain("✓");
    const many = await get({ locale: "de", theme: "dark", route: "clinic", file: `${listings[1]!.slug}.svg` });
    const manySvg = await many.text();
    expect(manySvg).toContain("Gelistet im");
    expect(manySvg).toContain("★ 4.6 · 5 Bewertungen");
    expect(manySvg).toContain("✓ Verifizierter Inhaber");
  });

  it("answers 404 for an unknown theme, route, listing or an unpublished one", async () => {
    for (const params of [
      { locale: "en", theme: "neon", route: "clinic", file: `${listings[0]!.slug}.svg` },
      { locale: "en", theme: "light", route: "spaceship", file: `${listings[0]!.slug}.svg` },
      { locale: "en", theme: "light", route: "clinic", file: "no-such-clinic.svg" },
      { locale: "en", theme: "light", route: "clinic", file: `${listings[0]!.slug}.png` },
      { locale: "en", theme: "light", route: "lab", file: `${listings[2]!.slug}.svg` },
      { locale: "xx", theme: "light", route: "clinic", file: `${listings[0]!.slug}.svg` },
    ]) {
      const response = await get(params);
      expect(response.status, JSON.stringify(params)).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });

  it("follows the rating: a hidden review takes the stars off, its restoring puts the new mean back", async () => {
    const listing = listings[3]!;
    const params = { locale: "en", theme: "light", route: "clinic", file: `${listing.slug}.svg` };
    const reviews = [];
    for (const [index, rating] of [5, 5, 4, 4, 1].entries()) {
      const user = await db.user.create({ data: { email: `badge-reviewer-${listing.slug}-${index}@example.org` } });
      reviews.push(await db.review.create({ data: { userId: user.id, listingId: listing.id, rating, body: "Fine." } }));
    }
    // The fifth review goes up through moderation, which recomputes the rating and revalidates the listing's tag.
    await setReviewStatus(reviews[4]!.id, "hidden", { rule: "abuse" });
    expect(await (await get(params)).text()).not.toContain("★");
    revalidatedTags.length = 0;
    await setReviewStatus(reviews[4]!.id, "published");
    expect(revalidatedTags).toContain(CACHE_TAGS.listing(listing.id));
    expect(await (await get(params)).text()).toContain("★ 3.8 · 5 reviews");
    revalidatedTags.length = 0;
    await setReviewStatus(reviews[4]!.id, "hidden", { rule: "abuse" });
    expect(revalidatedTags).toContain(CACHE_TAGS.listing(listing.id));
    expect(await (await get(params)).text()).not.toContain("★");
  });
});
