// What the verifier hands on, each against a local peer: the site's logo kept as this site's own image (fetched
// through the safe path, its type read from its bytes, never hot-linked), an address without geo placed by the
// configured geocoder, and every change it writes to a public page announced through IndexNow, on both databases.
import { createHash } from "node:crypto";
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SafeFetchOptions } from "@/server/enrichment";
import { startJsonPeer } from "../support/json-peer";
import { html, startSite, testClock, type TestSite } from "./test-sites";

// The geocoder, IndexNow and the image folder are configured before the first env() read of these modules.
const geocoderQueries: string[] = [];
const geocoder = http.createServer((req, res) => {
  const query = new URL(req.url ?? "/", "http://127.0.0.1").searchParams.get("q") ?? "";
  geocoderQueries.push(query);
  res.writeHead(200, { "content-type": "application/json" });
  res.end(query.includes("Prinsengracht") ? JSON.stringify([{ lat: "52.3676", lon: "4.8837" }]) : "[]");
});
await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
const indexNow = await startJsonPeer();
const folder = await mkdtemp(path.join(tmpdir(), "verifier-images-"));
process.env.GEOCODER_URL = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search`;
process.env.INDEXNOW_KEY = "5a4b3c2d1e0f9a8b7c6d";
process.env.INDEXNOW_ENDPOINT = indexNow.url;
process.env.SITE_URL = "https://longevity.example";
process.env.IMAGE_DIR = folder;
const { db } = await import("@/server/db/client");
const { decideProposals, stopVerifierQueue } = await import("@/server/verifier");
const { workVerifierQueue, startRun } = await import("@/server/verifier/run");
const { createListings, deleteListings } = await import("../support/listing-fixtures");

const clock = testClock(Date.UTC(2026, 2, 2, 9));
let site: TestSite;
let fetchOptions: SafeFetchOptions;
const created: { id: string }[] = [];
let logo: Buffer;

const page = (body: string) =>
  html(`<!doctype html><html><head><title>${body}</title>
<script type="application/ld+json">${body}</script></head><body>${body}</body></html>`);

beforeAll(async () => {
  site = await startSite(clock);
  fetchOptions = {
    policy: { allowedEndpoints: [{ address: "127.0.0.1", port: site.port }] },
    resolver: async () => [{ address: "127.0.0.1", family: 4 }],
    timeoutMs: 2_000,
  };
  logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer();
  site.routes.set("/logo.png", (_req, res) => {
    res.writeHead(200, { "content-type": "image/png" });
    res.end(logo);
  });
  // An "image" that is a page: refused by its bytes, and never linked instead.
  site.routes.set("/fake-logo.png", html("<html><body>not an image</body></html>"));
  // Earlier files' listings are not this test's: only its own are due.
  await db.listing.updateMany({ where: { status: "published" }, data: { website: null } });
});

afterAll(async () => {
  await stopVerifierQueue();
  await deleteListings(created);
  await db.verifierRun.deleteMany({});
  await site.close();
  await indexNow.close();
  await new Promise<void>((resolve) => geocoder.close(() => resolve()));
  await rm(folder, { recursive: true, force: true });
});

async function drain() {
  await startRun(new Date(clock.now()));
  return workVerifierQueue({ concurrency: 1, clock, fetch: fetchOptions });
}

describe("the verifier's logos, coordinates and announcements", () => {
  it("keeps the logo as a stored image, places the address with the geocoder and announces the change", async () => {
    const org = (logoPath: string, street: string) =>
      JSON.stringify({
        "@context": "https://schema.org",
        "@type": "MedicalClinic",
        name: "Gracht Clinic",
        logo: logoPath,
        address: {
          "@type": "PostalAddress",
          streetAddress: street,
          postalCode: "1016 GV",
          addressLocality: "Amsterdam",
          addressCountry: "NL",
        },
      });
    site.routes.set("/gracht", page(org("/logo.png", "Prinsengracht 263")));
    site.routes.set("/fake", page(org("/fake-logo.png", "Nowhere Lane 1")));
    const rows = await createListings([
      { kind: "clinic", name: "Gracht Clinic", website: `${site.origin("gracht")}/gracht`, city: "Amsterdam" },
      { kind: "clinic", name: "Fake Logo Clinic", website: `${site.origin("gracht")}/fake`, city: "Amsterdam" },
    ]);
    created.push(...rows);
    const gracht = rows[0]!;
    const fake = rows[1]!;
    await db.listing.updateMany({
      where: { id: { in: rows.map((row) => row.id) } },
      data: { lat: null, lng: null, logoUrl: null },
    });
    const announced = indexNow.next();

    const result = await drain();
    expect(result.checked).toBe(2);

    const after = await db.listing.findUniqueOrThrow({ where: { id: gracht.id } });
    const key = createHashHex(logo);
    expect(after.logoUrl).toBe(`/images/${key}.png`);
    expect([after.lat, after.lng]).toEqual([52.3676, 4.8837]);
    // The source page joins the listing's sources, shown beside its verification line.
    expect(after.sourceUrls).toContain(`${site.origin("gracht")}/gracht`);
    const fills = await db.listingProposal.findMany({
      where: { listingId: gracht.id, status: "auto_accepted" },
      orderBy: { field: "asc" },
    });
    expect(fills.map((fill) => fill.field)).toEqual(["coordinates", "logoUrl"]);
    expect(geocoderQueries).toContain("Prinsengracht 263, 1016 GV Amsterdam, NL");
    expect(site.log.filter((entry) => entry.path === "/logo.png")).toHaveLength(1);
    expect(site.log.every((entry) => entry.inFlight === 1)).toBe(true);

    // The page that is not an image is never linked; the geocoder that finds nothing leaves the city centre.
    const refused = await db.listing.findUniqueOrThrow({ where: { id: fake.id } });
    expect([refused.logoUrl, refused.lat, refused.lng]).toEqual([null, null, null]);

    const request = await announced;
    expect(request.body).toMatchObject({
      key: "5a4b3c2d1e0f9a8b7c6d",
      urlList: expect.arrayContaining([`https://longevity.example/clinic/${gracht.slug}`]),
    });
  });

  it("announces an accepted proposal as any edit is", async () => {
    const [listing] = await createListings([
      { kind: "clinic", name: "Accept Clinic", website: "https://accept.example/" },
    ]);
    created.push(listing!);
    const proposal = await db.listingProposal.create({
      data: {
        listingId: listing!.id,
        field: "phone",
        proposedValue: "+31 20 555 0101",
        sourceUrl: "https://accept.example/contact",
        seenAt: new Date(clock.now()),
      },
    });
    const announced = indexNow.next();
    await decideProposals(listing!.id, [proposal.id], "accept", { actor: "admin" });
    expect((await announced).body).toMatchObject({
      urlList: expect.arrayContaining([`https://longevity.example/clinic/${listing!.slug}`]),
    });
    const row = await db.listing.findUniqueOrThrow({ where: { id: listing!.id } });
    expect(row.phone).toBe("+31 20 555 0101");
    expect(row.sourceUrls).toContain("https://accept.example/contact");
  });
});

function createHashHex(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}
