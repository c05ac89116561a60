import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJsonPeer } from "../support/json-peer";

// IndexNow switched on against a local peer, before the first env() read of this file's modules.
const peer = await startJsonPeer();
const KEY = "0f1e2d3c4b5a69788796a5b4";
process.env.INDEXNOW_KEY = KEY;
process.env.INDEXNOW_ENDPOINT = peer.url;
process.env.SITE_URL = "https://longevity.example";
const { publishListing } = await import("@/server/listings/publish/publish");
const { createListings, deleteListings } = await import("../support/listing-fixtures");
const { GET: keyFile } = await import("@/app/api/indexnow/[key]/route");

let listings: Awaited<ReturnType<typeof createListings>> = [];

beforeAll(async () => {
  listings = await createListings([{ name: "Announce Clinic", kind: "clinic", status: "draft", publishedAt: null }]);
});

afterAll(async () => {
  await deleteListings(listings);
  await peer.close();
});

describe("after a publish commits", () => {
  it("submits the listing's page in all six languages, without the publish waiting for it", async () => {
    const listing = listings[0]!;
    const submitted = peer.next();
    const outcome = await publishListing(listing.id, "test");
    expect(outcome?.published).toBe(true);
    const request = await submitted;
    const path = `/clinic/${listing.slug}`;
    expect(request.body).toEqual({
      host: "longevity.example",
      key: KEY,
      keyLocation: `https://longevity.example/${KEY}.txt`,
      urlList: ["", "/de", "/fr", "/es", "/it", "/nl"].map((prefix) => `https://longevity.example${prefix}${path}`),
    });
  });

  it("submits nothing when publishing changed nothing", async () => {
    const before = peer.requests.length;
    expect((await publishListing(listings[0]!.id, "test"))?.published).toBe(false);
    // A later publish's submission would arrive first: nothing was queued by the no-op above.
    const other = (
      await createListings([{ name: "Second Clinic", kind: "clinic", status: "draft", publishedAt: null }])
    )[0]!;
    listings.push(other);
    const submitted = peer.next();
    await publishListing(other.id, "test");
    expect((await submitted).body).toMatchObject({
      urlList: expect.arrayContaining([`https://longevity.example/clinic/${other.slug}`]),
    });
    expect(peer.requests.length).toBe(before + 1);
  });
});

describe("GET /{key}.txt", () => {
  const get = (key: string) =>
    keyFile(new NextRequest(`http://localhost:3000/api/indexnow/${key}`), { params: Promise.resolve({ key }) });

  it("answers the configured key with the key as plain text", async () => {
    const response = await get(KEY);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(KEY);
  });

  it("is a 404 for any other name", async () => {
    for (const key of ["robots", KEY.toUpperCase(), `${KEY}0`, "../etc/passwd", ""])
      expect((await get(key)).status).toBe(404);
  });
});
