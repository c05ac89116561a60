import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listingOg } from "@/app/og/listing/[kind]/[slug]/route";
import { GET as categoryOg } from "@/app/og/category/[category]/route";
import { createListings, deleteListings } from "../support/listing-fixtures";

const context = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const request = (path: string) => new NextRequest(`http://localhost${path}`);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe("OpenGraph images", () => {
  let listings: Awaited<ReturnType<typeof createListings>>;
  beforeAll(async () => {
    listings = await createListings([
      { name: "OG Test Clinic", kind: "clinic", city: "Zürich", country: "Switzerland", shortDescription: "A clinic." },
    ]);
  });
  afterAll(() => deleteListings(listings));

  it("renders a cacheable PNG for a published listing", async () => {
    const clinic = listings[0]!;
    const response = await listingOg(
      request(`/og/listing/clinic/${clinic.slug}`),
      context({ kind: "clinic", slug: clinic.slug }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("max-age=86400");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual(PNG_SIGNATURE);
  });

  it("404s for unknown kinds and missing listings", async () => {
    expect(
      (await listingOg(request("/og/listing/spaceship/x"), context({ kind: "spaceship", slug: "x" }))).status,
    ).toBe(404);
    expect(
      (await listingOg(request("/og/listing/clinic/missing"), context({ kind: "clinic", slug: "missing-nothing" })))
        .status,
    ).toBe(404);
  });

  it("renders a card per category and 404s for unknown ones", async () => {
    const response = await categoryOg(request("/og/category/labs"), context({ category: "labs" }));
    expect(response.status).toBe(200);
    expect((await categoryOg(request("/og/category/nope"), context({ category: "nope" }))).status).toBe(404);
  });
});
