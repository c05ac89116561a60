import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detailMetadata } from "@/app/_detail/detail-route-page";
import { loadDetail } from "@/server/listings/read/detail-page";
import { clearListingRequestCache, resolveListingRequest } from "@/server/listings/read/route-request";
import { db } from "@/server/db/client";
import { getShownReviews } from "@/server/reviews/queries";

const token = randomUUID().slice(0, 8);
const ids = {
  clinic: `dd-clinic-${token}`,
  draft: `dd-draft-${token}`,
  wearable: `dd-wear-${token}`,
  app: `dd-app-${token}`,
  user1: `dd-user1-${token}`,
  user2: `dd-user2-${token}`,
};
const slugs = {
  clinic: `dd-clinic-${token}`,
  draft: `dd-draft-${token}`,
  wearable: `dd-ring-${token}`,
  app: `dd-app-${token}`,
};

/** The digest Next.js puts on notFound() / permanentRedirect() errors. */
async function digestOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return String((error as { digest?: unknown }).digest ?? error);
  }
  return "no error";
}

beforeAll(async () => {
  await db.listing.createMany({
    data: [
      {
        id: ids.clinic,
        kind: "clinic",
        slug: slugs.clinic,
        name: `Clinic ${token}`,
        status: "published",
        city: "Berlin",
        country: "Germany",
        rating: 4.5,
        reviewCount: 2,
      },
      { id: ids.draft, kind: "clinic", slug: slugs.draft, name: `Draft ${token}`, status: "draft" },
      { id: ids.wearable, kind: "wearable", slug: slugs.wearable, name: `Ring ${token}`, status: "published" },
      { id: ids.app, kind: "app", slug: slugs.app, name: `App ${token}`, status: "published" },
    ],
  });
  await db.user.createMany({
    data: [
      { id: ids.user1, email: `a-${token}@example.com`, firstName: "Anna", lastName: "Jansen" },
      { id: ids.user2, email: `b-${token}@example.com`, name: "Bob Smith" },
    ],
  });
  await db.review.createMany({
    data: [
      {
        id: `r1-${token}`,
        userId: ids.user1,
        listingId: ids.clinic,
        rating: 5,
        body: "Excellent",
        createdAt: new Date("2026-01-02T00:00:00Z"),
      },
      {
        id: `r2-${token}`,
        userId: ids.user2,
        listingId: ids.clinic,
        rating: 4,
        body: "Good",
        createdAt: new Date("2026-01-03T00:00:00Z"),
      },
    ],
  });
  // A hidden review of another member never shows.
  await db.review.create({
    data: { id: `r3-${token}`, userId: ids.user1, listingId: ids.app, rating: 1, body: "Hidden", status: "hidden" },
  });
});

afterAll(async () => {
  await db.review.deleteMany({ where: { id: { in: [`r1-${token}`, `r2-${token}`, `r3-${token}`] } } });
  await db.user.deleteMany({ where: { id: { in: [ids.user1, ids.user2] } } });
  await db.listing.deleteMany({ where: { id: { in: [ids.clinic, ids.draft, ids.wearable, ids.app] } } });
});

describe("getShownReviews", () => {
  it("returns published reviews, newest first, with the author's first name only", async () => {
    const reviews = await getShownReviews(ids.clinic);
    expect(reviews.map((r) => [r.author, r.rating, r.body])).toEqual([
      ["Bob", 4, "Good"],
      ["Anna", 5, "Excellent"],
    ]);
    expect(reviews[0]?.createdAt).toBe("2026-01-03T00:00:00.000Z");
  });
  it("leaves hidden reviews out", async () => {
    expect(await getShownReviews(ids.app)).toEqual([]);
  });
});

describe("loadDetail", () => {
  it("finds a published listing by slug or id, with its shown reviews", async () => {
    const bySlug = await loadDetail("clinic", slugs.clinic, "en");
    const byId = await loadDetail("clinic", ids.clinic, "en");
    expect(bySlug.listing.id).toBe(ids.clinic);
    expect(byId.listing.slug).toBe(slugs.clinic);
    expect(bySlug.reviews).toHaveLength(2);
  });
  it("is not found for another kind, a draft or an absurd slug", async () => {
    expect(await digestOf(() => loadDetail("lab", slugs.clinic, "en"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await digestOf(() => loadDetail("clinic", slugs.draft, "en"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await digestOf(() => loadDetail("clinic", "x".repeat(500), "en"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});

describe("loadDetail on the brand screen", () => {
  it("shows apps (and brands, communities, events)", async () => {
    const { listing } = await loadDetail("brand", slugs.app, "en");
    expect(listing.kind).toBe("app");
  });
  it("redirects permanently (308) when the slug or id belongs to another kind", async () => {
    expect(await digestOf(() => loadDetail("brand", slugs.wearable, "en"))).toBe(
      `NEXT_REDIRECT;replace;/wearable/${slugs.wearable};308;`,
    );
    expect(await digestOf(() => loadDetail("brand", ids.clinic, "en"))).toBe(
      `NEXT_REDIRECT;replace;/clinic/${slugs.clinic};308;`,
    );
    // In another language the redirect keeps the page's language.
    expect(await digestOf(() => loadDetail("brand", ids.clinic, "de"))).toBe(
      `NEXT_REDIRECT;replace;/de/clinic/${slugs.clinic};308;`,
    );
  });
  it("is not found when nothing matches, or for control characters and broken encodings", async () => {
    expect(await digestOf(() => loadDetail("brand", `missing-${token}`, "en"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await digestOf(() => loadDetail("brand", "a%00b", "en"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await digestOf(() => loadDetail("clinic", "%E0%A4%A", "en"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await digestOf(() => loadDetail("clinic", "__missing__", "en"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});

const metadataOf = (route: "clinic" | "brand", id: string) => detailMetadata(route, id, "en");

describe("metadata", () => {
  it("titles a listing and a missing one", async () => {
    expect((await metadataOf("clinic", slugs.clinic)).title).toBe(`Clinic ${token} — Clinic in Berlin, Germany`);
    expect((await metadataOf("clinic", `missing-${token}`)).title).toBe("Clinic Not Found");
    expect((await metadataOf("brand", slugs.app)).alternates?.canonical).toBe(`/brand/${slugs.app}`);
    expect((await metadataOf("brand", slugs.wearable)).title).toBe("Brand Not Found");
  });
});

describe("resolveListingRequest (Proxy's 404 / 308 decision)", () => {
  const found = (id: string) => expect.objectContaining({ type: "found", listing: expect.objectContaining({ id }) });

  it("ignores paths that are not listing URLs", async () => {
    expect(await resolveListingRequest("/directory")).toBeNull();
    expect(await resolveListingRequest(`/clinic/${slugs.clinic}/extra`)).toBeNull();
    expect(await resolveListingRequest("/oura")).toBeNull();
  });
  it("finds published listings by slug or id on their own route", async () => {
    expect(await resolveListingRequest(`/clinic/${slugs.clinic}`)).toEqual(found(ids.clinic));
    expect(await resolveListingRequest(`/clinic/${ids.clinic}/`)).toEqual(found(ids.clinic));
    expect(await resolveListingRequest(`/brand/${slugs.app}`)).toEqual(found(ids.app));
    expect(await resolveListingRequest(`/brands/${ids.app}`)).toEqual(found(ids.app));
  });
  it("reports missing listings with the route whose not-found screen to show", async () => {
    expect(await resolveListingRequest(`/lab/${slugs.clinic}`)).toEqual({ type: "missing", route: "lab" });
    expect(await resolveListingRequest(`/clinic/${slugs.draft}`)).toEqual({ type: "missing", route: "clinic" });
    expect(await resolveListingRequest(`/brands/missing-${token}`)).toEqual({ type: "missing", route: "brand" });
    expect(await resolveListingRequest(`/food/${"x".repeat(300)}`)).toEqual({ type: "missing", route: "food" });
    expect(await resolveListingRequest("/clinic/a%00b")).toEqual({ type: "missing", route: "clinic" });
    expect(await resolveListingRequest("/lab/%E0%A4%A")).toEqual({ type: "missing", route: "lab" });
    expect(await resolveListingRequest("/wearables/%ZZ")).toEqual({ type: "missing", route: "wearable" });
  });
  it("redirects the brand route to another kind's canonical page", async () => {
    expect(await resolveListingRequest(`/brand/${slugs.wearable}`)).toEqual({
      type: "redirect",
      location: `/wearable/${slugs.wearable}`,
    });
    expect(await resolveListingRequest(`/brands/${ids.clinic}`)).toEqual({
      type: "redirect",
      location: `/clinic/${slugs.clinic}`,
    });
  });
  it("sends the assistant's /clinics/{slug} links to the canonical page, or the kind's page for an unknown slug", async () => {
    expect(await resolveListingRequest(`/clinics/${ids.clinic}`)).toEqual({
      type: "redirect",
      location: `/clinic/${slugs.clinic}`,
    });
    expect(await resolveListingRequest(`/wearables/${slugs.wearable}`)).toEqual({
      type: "redirect",
      location: `/wearable/${slugs.wearable}`,
    });
    expect(await resolveListingRequest("/wearables/no%20such%2Fring")).toEqual({
      type: "redirect",
      location: "/wearable/no%20such%2Fring",
    });
  });
  it("caches answers briefly, then looks again", async () => {
    clearListingRequestCache();
    const slug = `late-${token}`;
    const now = Date.now();
    expect(await resolveListingRequest(`/clinic/${slug}`, now)).toEqual({ type: "missing", route: "clinic" });
    await db.listing.create({
      data: { id: `dd-late-${token}`, kind: "clinic", slug, name: `Late ${token}`, status: "published" },
    });
    try {
      expect(await resolveListingRequest(`/clinic/${slug}`, now + 1_000)).toEqual({ type: "missing", route: "clinic" });
      expect(await resolveListingRequest(`/clinic/${slug}`, now + 60_000)).toEqual(found(`dd-late-${token}`));
    } finally {
      await db.listing.deleteMany({ where: { id: `dd-late-${token}` } });
    }
  });
});
