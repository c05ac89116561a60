import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { GET as listRoute } from "@/app/api/admin/listings/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/admin/listings/[id]/route";
import type { AdminListing, AdminListingPage } from "@/lib/listings/editor-schema";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/server/db/client";
import { getListing } from "@/server/listings/read/queries";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

type Fixtures = Awaited<ReturnType<typeof createListings>>;
type EditResponse = { listing: AdminListing; changed: string[]; published: boolean };
let token: string;
let fixtures: Fixtures;
const byName = (name: string) => fixtures.find((listing) => listing.name === name)!;

const get = (id: string) => getRoute(adminRequest(`/api/admin/listings/${id}`, { token }), routeContext({ id }));
const patch = (id: string, body: unknown) =>
  patchRoute(adminRequest(`/api/admin/listings/${id}`, { method: "PATCH", body, token }), routeContext({ id }));
const list = (query: string) => listRoute(adminRequest(`/api/admin/listings?${query}`, { token }), routeContext());
const auditRows = (entityId: string) =>
  db.auditLog.findMany({ where: { entityId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

beforeAll(async () => {
  token = await signInAsAdmin();
  fixtures = await createListings([
    {
      kind: "clinic",
      name: "Editable Clinic",
      website: "https://www.editable-clinic.example/",
      city: "Utrecht",
      tags: ["a"],
    },
    { kind: "clinic", name: "Other Clinic" },
    { kind: "lab", name: "Draft Lab", status: "draft", publishedAt: null },
    { kind: "wearable", name: "Priced Ring", priceFrom: 299, currency: "EUR" },
  ]);
});
beforeEach(() => {
  revalidatedTags.length = 0;
});
afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: { in: fixtures.map((listing) => listing.id) } } });
  await deleteListings(fixtures);
});

describe("GET /api/admin/listings", () => {
  it("lists every status, filtered by kind, status and search, paged by cursor", async () => {
    const drafts = (await (await list("kind=lab&status=draft")).json()) as AdminListingPage;
    expect(drafts.items.map((item) => item.name)).toContain("Draft Lab");
    expect(drafts.items.every((item) => item.kind === "lab" && item.status === "draft")).toBe(true);
    const found = (await (await list("search=editable-clinic.example")).json()) as AdminListingPage;
    expect(found.items.map((item) => item.id)).toEqual([byName("Editable Clinic").id]);
    expect(found.items[0]!.path).toBe(`/clinic/${byName("Editable Clinic").slug}`);
    const events = await createListings(
      Array.from({ length: 27 }, (_, i) => ({
        kind: "event" as const,
        name: `Paging Event ${i}`,
        status: "draft" as const,
        publishedAt: null,
      })),
    );
    try {
      const first = (await (await list("kind=event&search=paging event")).json()) as AdminListingPage;
      expect(first.items).toHaveLength(25);
      expect(first.nextCursor).toBeTruthy();
      const second = (await (
        await list(`kind=event&search=paging event&cursor=${first.nextCursor}`)
      ).json()) as AdminListingPage;
      expect(second.items).toHaveLength(2);
      expect(second.nextCursor).toBeNull();
      expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(27);
    } finally {
      await deleteListings(events);
    }
    expect((await list("kind=spaceship")).status).toBe(400);
    expect((await list("cursor=garbage!")).status).toBe(400);
  });

  it("returns one listing of any status; 404 for an unknown id", async () => {
    const response = await get(byName("Draft Lab").id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminListing).status).toBe("draft");
    expect((await get("no-such-listing")).status).toBe(404);
  });
});

describe("PATCH /api/admin/listings/{id}", () => {
  it("gives a listing without a region its country's region, so the default (European) view shows it", async () => {
    const [clinic] = await createListings([{ kind: "clinic", name: "Regionless Clinic", country: null, region: null }]);
    try {
      const far = (await (await patch(clinic!.id, { country: "Australia" })).json()) as EditResponse;
      expect(far.listing).toMatchObject({ country: "Australia", region: null });
      const near = (await (await patch(clinic!.id, { country: "Germany" })).json()) as EditResponse;
      expect(near.changed.sort()).toEqual(["country", "region"]);
      expect(near.listing).toMatchObject({ country: "Germany", region: "Europe" });
      // A region the admin chose is kept when the country changes.
      const kept = (await (await patch(clinic!.id, { country: "Canada" })).json()) as EditResponse;
      expect(kept.listing).toMatchObject({ country: "Canada", region: "Europe" });
    } finally {
      await db.auditLog.deleteMany({ where: { entityId: clinic!.id } });
      await deleteListings([clinic!]);
    }
  });

  it("writes only changed fields, records before/after, revalidates, and the public page shows the edit", async () => {
    const clinic = byName("Editable Clinic");
    const current = (await (await get(clinic.id)).json()) as AdminListing;
    // The editor sends the whole form: unchanged fields (the stored website in another spelling too) are no change.
    const response = await patch(clinic.id, {
      name: "Edited Clinic",
      slug: clinic.slug,
      status: "published",
      website: "editable-clinic.example",
      city: "",
      tags: "a, longevity",
      rating: 5,
      reviewCount: 999,
      expectedUpdatedAt: current.updatedAt,
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as EditResponse;
    expect(result.changed.sort()).toEqual(["city", "name", "tags"]);
    expect(result.listing).toMatchObject({
      name: "Edited Clinic",
      city: null,
      tags: ["a", "longevity"],
      rating: null,
      reviewCount: 0,
    });

    const shown = await getListing("clinic", clinic.slug);
    expect(shown?.name).toBe("Edited Clinic");
    const [audit] = await auditRows(clinic.id);
    expect(audit).toMatchObject({
      actor: "admin",
      action: "listing.edit",
      entityType: "listing",
      before: { name: "Editable Clinic", city: "Utrecht", tags: ["a"] },
      after: { name: "Edited Clinic", city: null, tags: ["a", "longevity"] },
    });
    expect(audit!.ip).toBeTruthy();
    expect(revalidatedTags).toEqual(
      expect.arrayContaining([
        CACHE_TAGS.listing(clinic.id),
        CACHE_TAGS.listingKey(clinic.slug),
        CACHE_TAGS.listings,
        CACHE_TAGS.sitemap,
      ]),
    );
  });

  it("moves the page with a slug change: the old slug is gone, the new one shows, both are revalidated", async () => {
    const clinic = byName("Other Clinic");
    const newSlug = `${clinic.slug}-moved`;
    const response = await patch(clinic.id, { slug: newSlug });
    expect(response.status).toBe(200);
    expect(await getListing("clinic", clinic.slug)).toBeNull();
    expect((await getListing("clinic", newSlug))?.id).toBe(clinic.id);
    expect(revalidatedTags).toEqual(
      expect.arrayContaining([CACHE_TAGS.listingKey(clinic.slug), CACHE_TAGS.listingKey(newSlug)]),
    );
    const audit = (await auditRows(clinic.id)).at(-1);
    expect(audit).toMatchObject({ before: { slug: clinic.slug }, after: { slug: newSlug } });
  });

  it("refuses a slug another listing of the kind uses (409 on the field) and a stale version (409)", async () => {
    const taken = await patch(byName("Other Clinic").id, { slug: byName("Editable Clinic").slug });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ApiErrorBody).error.fields?.slug?.[0]?.message).toMatch(/already uses this slug/);
    const stale = await patch(byName("Priced Ring").id, {
      name: "Stale",
      expectedUpdatedAt: "2000-01-01T00:00:00.000Z",
    });
    expect(stale.status).toBe(409);
    expect((await db.listing.findUnique({ where: { id: byName("Priced Ring").id } }))?.name).toBe("Priced Ring");
  });

  it("publishes a draft through publishListing (its audit row) and shows it publicly", async () => {
    const lab = byName("Draft Lab");
    expect(await getListing("lab", lab.slug)).toBeNull();
    const response = await patch(lab.id, { status: "published", shortDescription: "Now live" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as EditResponse).published).toBe(true);
    expect((await getListing("lab", lab.slug))?.shortDescription).toBe("Now live");
    const actions = (await auditRows(lab.id)).map((row) => row.action);
    expect(actions).toEqual(["listing.edit", "listing.publish"]);
    expect((await auditRows(lab.id))[0]!.after).toEqual({ shortDescription: "Now live" });
  });

  it("unpublishes as an edit: the public page is gone", async () => {
    const ring = byName("Priced Ring");
    expect((await patch(ring.id, { status: "draft", priceFrom: "349.90" })).status).toBe(200);
    expect(await getListing("wearable", ring.slug)).toBeNull();
    expect((await auditRows(ring.id)).at(-1)).toMatchObject({
      action: "listing.edit",
      before: { status: "published", priceFrom: 299 },
      after: { status: "draft", priceFrom: 349.9 },
    });
    expect((await patch(ring.id, { status: "published" })).status).toBe(200);
  });

  it("answers field messages for invalid values and changes nothing", async () => {
    const ring = byName("Priced Ring");
    const response = await patch(ring.id, { name: "", website: "not a website", lat: 100, slug: "Bad Slug" });
    expect(response.status).toBe(400);
    const { fields } = ((await response.json()) as ApiErrorBody).error;
    expect(Object.keys(fields ?? {}).sort()).toEqual(["lat", "name", "slug", "website"]);
    expect((await db.listing.findUnique({ where: { id: ring.id } }))?.name).toBe("Priced Ring");
    expect((await patch("no-such-listing", { name: "x" })).status).toBe(404);
  });
});
