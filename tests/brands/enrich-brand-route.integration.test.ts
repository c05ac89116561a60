// GET /api/enrich-brand: validation before any fetch, the home page of a local site gathered through the test-only
// loopback policy, refusals under the strict policy, the per-address rate limit.
import { english, fieldCodes } from "../support/coded-errors";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BRAND_SUBMISSION_ERRORS as M, type GatheredBrand } from "@/lib/brands/submission-schema";
import { resetEnrichmentFetch, useLoopbackEnrichment } from "../support/enrichment-fetch";
import { enrich, nextIp } from "./brand-api";
import { startBrandSite, type BrandSite } from "./brand-site";

const HOUR = 3_600_000;
let site: BrandSite;
const unique = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  site = await startBrandSite();
});

afterAll(async () => {
  await site.close();
});

afterEach(() => {
  resetEnrichmentFetch();
  vi.useRealTimers();
});

describe("GET /api/enrich-brand", () => {
  it("gathers the brand from the site's home page", async () => {
    useLoopbackEnrichment([site.port]);
    const id = unique();
    const res = await enrich(`http://www.rich-${id}.test:${site.port}/products/ring?x=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=3600");
    const name = `Rich ${id[0]!.toUpperCase()}${id.slice(1)}`;
    expect((await res.json()) as GatheredBrand).toEqual({
      name,
      description: `${name} makes science-backed supplements.`,
      region: "Europe",
      country: "Netherlands",
      logoUrl: `http://www.rich-${id}.test:${site.port}/apple-touch-icon.png`,
      rating: 4.6,
      reviewCount: 87,
      featuredReview: null,
      reviewSource: null,
    });
    expect(site.requests.filter((r) => r.host === `rich-${id}.test`).map((r) => r.path)).toEqual(["/"]);
  });

  it("drops gathered text that the forms would refuse", async () => {
    useLoopbackEnrichment([site.port]);
    const res = await enrich(`http://unsafe-${unique()}.test:${site.port}`);
    expect(await res.json()).toMatchObject({ name: "Unsafe Brand", description: null });
  });

  it("answers 422 with the reason when the site cannot be read", async () => {
    useLoopbackEnrichment([site.port]);
    const missing = await enrich(`http://missing-${unique()}.test:${site.port}`);
    expect(missing.status).toBe(422);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(await missing.json()).toMatchObject({
      error: {
        code: "unprocessable",
        message: english(M.enrichmentFailed),
        reason: { code: "errors.fetch.http_error", params: {}, message: english("errors.fetch.http_error") },
      },
    });
  });

  it("refuses private addresses and other ports under the production policy", async () => {
    for (const [url, reason] of [
      [`http://127.0.0.1:${site.port}/`, "blocked_port"],
      ["http://127.0.0.1/", "blocked_address"],
      ["http://169.254.169.254/latest/meta-data/", "blocked_address"],
      ["http://[::1]/", "blocked_address"],
      ["http://10.0.0.1/", "blocked_address"],
    ] as const) {
      const res = await enrich(url);
      expect(res.status, url).toBe(422);
      expect(await res.json()).toMatchObject({ error: { reason: { code: `errors.fetch.${reason}` } } });
    }
    expect(site.requests.filter((r) => r.host === "127.0.0.1")).toHaveLength(0);
  });

  it("validates the URL before fetching anything", async () => {
    const missing = await enrich(null);
    expect(missing.status).toBe(400);
    expect(fieldCodes((await missing.json()).error.fields)).toEqual({ url: [M.websiteRequired] });
    for (const url of ["", "   "])
      expect(fieldCodes((await (await enrich(url)).json()).error.fields)).toEqual({ url: [M.websiteRequired] });
    for (const url of [
      "not a url",
      "localhost",
      "javascript:alert(1)",
      "file:///etc/passwd",
      "ftp://acme.com",
      "https://u:p@acme.com",
    ]) {
      const res = await enrich(url);
      expect(res.status, url).toBe(400);
      expect(fieldCodes((await res.json()).error.fields), url).toEqual({ url: [M.websiteInvalid] });
    }
  });

  it("limits lookups per address: the 31st in an hour is a 429 with Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / HOUR) * HOUR + 20 * HOUR + 60_000);
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) expect((await enrich("nope", ip)).status).toBe(400);
    const limited = await enrich("nope", ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3540");
  });
});
