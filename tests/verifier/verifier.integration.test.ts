// The website verifier against local test sites: what it extracts, what it notices, how politely it fetches, and
// what it proposes and fills, on both databases.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import type { SafeFetchOptions } from "@/server/enrichment";
import { decideProposals } from "@/server/verifier";
import { checkSite } from "@/server/verifier/check-site";
import { databasePageCache } from "@/server/verifier/page-cache";
import { recordCheck } from "@/server/verifier/record";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { html, startSite, testClock, type TestSite } from "./test-sites";

const clock = testClock();
let site: TestSite;
let other: TestSite;
let fetchOptions: SafeFetchOptions;
const created: { id: string }[] = [];

const CLINIC_HOME = (origin: string) => `<!doctype html><html><head><title>Acme Longevity Clinic</title>
<link rel="alternate" hreflang="en" href="${origin}/en/"><link rel="alternate" hreflang="de-DE" href="${origin}/de/">
<link rel="alternate" hreflang="x-default" href="${origin}/">
<meta property="og:title" content="Acme Longevity"><meta property="og:site_name" content="Acme">
<meta property="og:image" content="/photo.jpg">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"Acme Longevity Clinic",
"logo":"/logo.png","telephone":"+31 20 123 4567","priceRange":"€€€",
"address":{"@type":"PostalAddress","streetAddress":"Keizersgracht 1","postalCode":"1015 CJ","addressLocality":"Amsterdam","addressCountry":"NL"},
"geo":{"@type":"GeoCoordinates","latitude":52.3731,"longitude":4.8922},
"openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":["https://schema.org/Monday","Tuesday"],"opens":"09:00","closes":"17:00"}],
"sameAs":["https://www.instagram.com/acme","javascript:alert(1)"]}</script>
</head><body><a href="/prices">Our prices</a><a href="/blog">Blog</a></body></html>`;

const PRICES = `<!doctype html><html><body>
<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Full check-up</span>
<span itemprop="gtin13">4006381333931</span>
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="1490.00">
<meta itemprop="priceCurrency" content="EUR"><link itemprop="availability" href="https://schema.org/InStock"></div></div>
</body></html>`;

beforeAll(async () => {
  site = await startSite(clock);
  other = await startSite(clock);
  fetchOptions = {
    policy: {
      allowedEndpoints: [site.port, other.port].map((port) => ({ address: "127.0.0.1", port })),
    },
    resolver: async () => [{ address: "127.0.0.1", family: 4 }],
    timeoutMs: 2_000,
  };
});

afterAll(async () => {
  await deleteListings(created);
  await site.close();
  await other.close();
});

async function clinic(name: string, website: string, extra: Record<string, unknown> = {}) {
  const [row] = await createListings([{ kind: "clinic", name, website, ...extra }]);
  created.push(row!);
  return row!;
}

/** The logo as kept: a stand-in for storeImage that answers the path it would (the wiring test stores for real). */
const kept: Uint8Array[] = [];
const keepImage = async (bytes: Uint8Array) => {
  kept.push(bytes);
  return `/images/${createHash("sha256").update(bytes).digest("hex")}.png`;
};
const options = () => ({
  fetch: fetchOptions,
  clock,
  cache: databasePageCache(() => new Date(clock.now())),
  keepImage,
});

describe("extraction and proposals", () => {
  it("reads every field, fills empty low-risk ones and proposes the rest, politely", async () => {
    const origin = site.origin("acme");
    site.routes.set("/robots.txt", (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("User-agent: *\nCrawl-delay: 2\nDisallow: /private\n");
    });
    site.routes.set("/", html(CLINIC_HOME(origin), { etag: '"v1"' }));
    site.routes.set("/prices", html(PRICES));
    const logo = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    site.routes.set("/logo.png", (_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(logo);
    });
    const logoPath = `/images/${createHash("sha256").update(logo).digest("hex")}.png`;
    const photo = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#468" } })
      .jpeg()
      .toBuffer();
    site.routes.set("/photo.jpg", (_req, res) => {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.end(photo);
    });
    // The stand-in keeper names every kept image .png; the wiring test stores them for real.
    const photoPath = `/images/${createHash("sha256").update(photo).digest("hex")}.png`;
    site.log.length = 0;

    const check = await checkSite(`${origin}/`, "Acme Longevity Clinic", options());
    expect(check.outcome).toBe("reachable");
    if (check.outcome !== "reachable") return;
    expect(check.facts.organisation).toEqual({
      types: ["MedicalClinic"],
      name: "Acme Longevity Clinic",
      logo: logoPath,
      street: "Keizersgracht 1",
      postcode: "1015 CJ",
      city: "Amsterdam",
      country: "NL",
      lat: 52.3731,
      lng: 4.8922,
      telephone: "+31 20 123 4567",
      openingHours: [{ days: ["Monday", "Tuesday"], opens: "09:00", closes: "17:00" }],
      priceRange: "€€€",
      sameAs: ["https://www.instagram.com/acme"],
    });
    expect(check.facts.products).toEqual([
      {
        name: "Full check-up",
        price: 1490,
        currency: "EUR",
        availability: "InStock",
        gtin: "4006381333931",
        page: `${origin}/prices`,
      },
    ]);
    expect(check.facts.siteLanguages).toEqual(["de", "en"]);
    expect(check.facts.openGraph).toEqual({ title: "Acme Longevity", siteName: "Acme", image: `${origin}/photo.jpg` });
    expect(check.facts.photo).toBe(photoPath);
    expect(check.notices).toEqual({ noHttps: true, movedTo: null, parked: false });

    // robots.txt first, then the home page, the linked prices page, the logo and the photo (kept, never hot-linked);
    // never the blog; ≥ the crawl delay apart.
    expect(site.log.map((entry) => entry.path)).toEqual(["/robots.txt", "/", "/prices", "/logo.png", "/photo.jpg"]);
    expect(Buffer.from(kept.at(-2)!).equals(logo)).toBe(true);
    expect(Buffer.from(kept.at(-1)!).equals(photo)).toBe(true);
    expect(site.log[4]!.at - site.log[3]!.at).toBeGreaterThanOrEqual(2_000);
    expect(site.log[3]!.at - site.log[2]!.at).toBeGreaterThanOrEqual(2_000);
    expect(site.log.every((entry) => entry.inFlight === 1)).toBe(true);
    expect(site.log[2]!.at - site.log[1]!.at).toBeGreaterThanOrEqual(2_000);
    expect(site.log[1]!.headers["user-agent"]).toMatch(
      /^LongevityDirectoryVerifier\/1\.0 \(Longevity Directory; \+http.*\/contact\)$/,
    );

    const listing = await clinic("Acme Longevity Clinic", `${origin}/`, {
      phone: "+31 20 000 0000",
      country: "Netherlands",
    });
    const recorded = await recordCheck(listing.id, check, new Date(clock.now()));
    expect(recorded).toMatchObject({ outcome: "reachable", autoFilled: 4 });

    const after = await db.listing.findUniqueOrThrow({ where: { id: listing.id } });
    expect(after.logoUrl).toBe(logoPath);
    expect([after.lat, after.lng]).toEqual([52.3731, 4.8922]);
    expect(after.openingHours).toEqual({
      timeZone: "Europe/Amsterdam",
      hours: [{ days: ["Monday", "Tuesday"], opens: "09:00", closes: "17:00" }],
    });
    expect(after.languages).toEqual(["German", "English"]);
    expect(after.phone).toBe("+31 20 000 0000");

    const proposals = await db.listingProposal.findMany({
      where: { listingId: listing.id },
      orderBy: { field: "asc" },
    });
    const pending = proposals.filter((proposal) => proposal.status === "pending");
    // A clinic's price range and profiles are proposed (only https ones); a product's GTIN is not a clinic's fact.
    expect(pending.map((proposal) => [proposal.field, proposal.proposedValue])).toEqual([
      ["address", "Keizersgracht 1, 1015 CJ Amsterdam"],
      ["city", "Amsterdam"],
      ["imageUrl", photoPath],
      ["phone", "+31 20 123 4567"],
      ["price", { amount: 1490, currency: "EUR" }],
      ["priceRange", "€€€"],
      ["sameAs", ["https://www.instagram.com/acme"]],
    ]);
    // Each proposal names the page it was read on: the price its linked prices page, the rest the home page.
    expect(pending.map((proposal) => proposal.sourceUrl)).toEqual([
      `${origin}/`,
      `${origin}/`,
      `${origin}/`,
      `${origin}/`,
      `${origin}/prices`,
      `${origin}/`,
      `${origin}/`,
    ]);
    const audit = await db.auditLog.findFirst({
      where: { entityId: listing.id, action: "listing.verifier.auto_fill" },
    });
    expect(audit?.actor).toBe("verifier");

    // The admin accepts the price, the photo, the price range and the profiles: written through the listing's write
    // path, with an audit row; the website facts keep the page and the day they were read.
    const accepted = pending.filter((proposal) =>
      ["price", "imageUrl", "priceRange", "sameAs"].includes(proposal.field),
    );
    await decideProposals(
      listing.id,
      accepted.map((proposal) => proposal.id),
      "accept",
      { actor: "admin" },
    );
    const priced = await db.listing.findUniqueOrThrow({ where: { id: listing.id } });
    expect([priced.priceFrom?.toNumber(), priced.currency]).toEqual([1490, "EUR"]);
    expect(priced.imageUrl).toBe(photoPath);
    const checkedAt = new Date(clock.now()).toISOString().slice(0, 10);
    expect(priced.priceRange).toEqual({ value: "€€€", sourceUrl: `${origin}/`, checkedAt });
    expect(priced.sameAs).toEqual({ value: ["https://www.instagram.com/acme"], sourceUrl: `${origin}/`, checkedAt });
    expect(await db.auditLog.count({ where: { entityId: listing.id, action: "listing.verifier.accept" } })).toBe(1);
    // And rejects the rest at once.
    expect((await decideProposals(listing.id, "all", "reject", { actor: "admin" })).decided).toBe(3);
    expect(await db.listingProposal.count({ where: { listingId: listing.id, status: "pending" } })).toBe(0);

    // A second visit asks conditionally; the 304 counts as a check and changes nothing.
    clock.advance(60_000);
    site.log.length = 0;
    const again = await checkSite(`${origin}/`, "Acme Longevity Clinic", options());
    expect(site.log.find((entry) => entry.path === "/")?.headers["if-none-match"]).toBe('"v1"');
    expect(again.outcome).toBe("reachable");
    site.routes.set("/", (req, res) => {
      res.writeHead(req.headers["if-none-match"] === '"v1"' ? 304 : 200, { etag: '"v1"', "content-type": "text/html" });
      res.end();
    });
    const unchanged = await checkSite(`${origin}/`, "Acme Longevity Clinic", options());
    expect(unchanged.outcome).toBe("not_modified");
    const before = await db.listing.findUniqueOrThrow({ where: { id: listing.id } });
    const noted = await recordCheck(listing.id, unchanged, new Date(clock.now()));
    expect(noted).toMatchObject({ outcome: "not_modified", proposals: 0, autoFilled: 0 });
    const untouched = await db.listing.findUniqueOrThrow({ where: { id: listing.id } });
    expect(untouched.updatedAt).toEqual(before.updatedAt);
    const state = await db.listingWebsiteCheck.findUniqueOrThrow({ where: { listingId: listing.id } });
    expect(state.lastCheckedAt.getTime()).toBe(clock.now());
  });
});

describe("notices", () => {
  it("refuses what robots.txt disallows without fetching it", async () => {
    other.routes.set("/robots.txt", (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("User-agent: LongevityDirectoryVerifier\nDisallow: /\n");
    });
    other.log.length = 0;
    const check = await checkSite(`${other.origin("private")}/`, "Private", options());
    expect(check.outcome).toBe("robots_refused");
    expect(other.log.map((entry) => entry.path)).toEqual(["/robots.txt"]);
    other.routes.delete("/robots.txt");
  });

  it("notices a permanent move to another domain and a parked domain", async () => {
    site.routes.set("/old", (_req, res) => {
      res.writeHead(301, { location: `${other.origin("newname")}/home` });
      res.end();
    });
    other.routes.set("/home", html("<html><body><h1>Acme</h1></body></html>"));
    const moved = await checkSite(`${site.origin("acme")}/old`, "Acme", options());
    expect(moved.outcome === "reachable" && moved.notices.movedTo).toBe(`${other.origin("newname")}/home`);

    other.routes.set("/parked", html("<html><body>This domain is for sale! Buy this domain at Sedo.</body></html>"));
    const parked = await checkSite(`${other.origin("gone")}/parked`, "Vanished Clinic", options());
    expect(parked.outcome === "reachable" && parked.notices.parked).toBe(true);
    const listing = await clinic("Vanished Clinic", `${other.origin("gone")}/parked`);
    expect((await recordCheck(listing.id, parked, new Date(clock.now()))).outcome).toBe("parked");
  });

  it("marks a site unreachable only after 3 failed checks at least 3 days apart, and proposes unpublishing at 30 days", async () => {
    const listing = await clinic("Closed Clinic", "http://closed.test:1/");
    const day = 86_400_000;
    const start = clock.now();
    const failed = { outcome: "failed", cause: "network_error" } as const;
    const at = (days: number) => new Date(start + days * day);
    expect((await recordCheck(listing.id, failed, at(0))).outcome).toBe("could_not_check");
    expect((await recordCheck(listing.id, failed, at(1))).outcome).toBe("could_not_check");
    expect((await recordCheck(listing.id, failed, at(3))).outcome).toBe("could_not_check");
    expect((await recordCheck(listing.id, failed, at(6))).outcome).toBe("unreachable");
    expect(await db.listingProposal.count({ where: { listingId: listing.id, field: "unpublish" } })).toBe(0);
    expect((await recordCheck(listing.id, failed, at(31))).outcome).toBe("unreachable");
    const unpublish = await db.listingProposal.findFirstOrThrow({
      where: { listingId: listing.id, field: "unpublish" },
    });
    expect(unpublish.status).toBe("pending");
    expect((await db.listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe("published");
  });
});

describe("hostile sites", () => {
  it("ends every hostile answer in a recorded cause", async () => {
    const huge = "<html><body>" + "x".repeat(10 * 1024 * 1024) + "</body></html>";
    site.routes.set("/huge", html(huge));
    site.routes.set("/loop", (req, res) => {
      res.writeHead(302, { location: "/loop" });
      res.end();
    });
    site.routes.set("/drip", (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => res.write("<p>"), 200);
      res.on("close", () => clearInterval(timer));
    });
    site.routes.set("/internal", (_req, res) => {
      res.writeHead(302, { location: "http://10.0.0.1/admin" });
      res.end();
    });
    const giant = `{"@type":"MedicalClinic","name":"${"A".repeat(1_500_000)}"}`;
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    site.routes.set(
      "/json",
      html(`<html><head><script type="application/ld+json">${giant}</script>
<script type="application/ld+json">${deep}</script><script type="application/ld+json">{"@type":"Organization",</script>
<script type="application/ld+json">{"@type":"Organization","name":"<script>alert(1)<\\/script>Evil &amp; Co","telephone":"<img src=x onerror=alert(1)>"}</script>
</head><body>Evil</body></html>`),
    );
    const causeOf = async (path: string) => {
      const check = await checkSite(`${site.origin("hostile")}${path}`, "Hostile", options());
      return check.outcome === "failed" ? check.cause : check.outcome;
    };
    expect(await causeOf("/huge")).toBe("too_large");
    expect(await causeOf("/loop")).toBe("too_many_redirects");
    expect(await causeOf("/drip")).toBe("timeout");
    expect(await causeOf("/internal")).toBe("blocked_address");
    const json = await checkSite(`${site.origin("hostile")}/json`, "Evil", options());
    expect(json.outcome).toBe("reachable");
    if (json.outcome !== "reachable") return;
    // Markup in a value is reduced to its text: nothing a page renders can carry a tag.
    expect(json.facts.organisation?.name).toMatch(/Evil & Co$/);
    expect(json.facts.organisation?.name).not.toMatch(/[<>]/);
    expect(json.facts.organisation?.telephone ?? null).toBeNull();
  });
});

describe("a product's website facts", () => {
  it("proposes a GTIN only with a valid check digit and a schema.org availability, and keeps their source", async () => {
    const product = (gtin: string, availability: string) =>
      html(`<!doctype html><html><head><title>Acme Ring</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Acme Ring","gtin13":"${gtin}",
"offers":{"@type":"Offer","price":"299","priceCurrency":"EUR","availability":"${availability}"}}</script></head><body></body></html>`);
    const origin = other.origin("ring");
    other.routes.set("/ring", product("4006381333931", "https://schema.org/OutOfStock"));
    const ring = await clinic("Acme Ring", `${origin}/ring`, { kind: "wearable" });
    const check = await checkSite(`${origin}/ring`, "Acme Ring", options());
    await recordCheck(ring.id, check, new Date(clock.now()));
    const proposed = await db.listingProposal.findMany({
      where: { listingId: ring.id, field: { in: ["gtin", "availability"] } },
      orderBy: { field: "asc" },
    });
    expect(proposed.map((proposal) => [proposal.field, proposal.proposedValue, proposal.sourceUrl])).toEqual([
      ["availability", "OutOfStock", `${origin}/ring`],
      ["gtin", "4006381333931", `${origin}/ring`],
    ]);
    await decideProposals(
      ring.id,
      proposed.map((proposal) => proposal.id),
      "accept",
      { actor: "admin" },
    );
    const stored = await db.listing.findUniqueOrThrow({ where: { id: ring.id } });
    const checkedAt = new Date(clock.now()).toISOString().slice(0, 10);
    expect(stored.gtin).toEqual({ value: "4006381333931", sourceUrl: `${origin}/ring`, checkedAt });
    expect(stored.availability).toEqual({ value: "OutOfStock", sourceUrl: `${origin}/ring`, checkedAt });

    // A wrong check digit and an availability schema.org does not name are not proposed at all.
    other.routes.set("/ring2", product("4006381333932", "https://schema.org/Maybe"));
    const other2 = await clinic("Acme Ring Two", `${origin}/ring2`, { kind: "wearable" });
    clock.advance(5_000);
    await recordCheck(other2.id, await checkSite(`${origin}/ring2`, "Acme Ring Two", options()), new Date(clock.now()));
    expect(
      await db.listingProposal.count({ where: { listingId: other2.id, field: { in: ["gtin", "availability"] } } }),
    ).toBe(0);
  });
});
