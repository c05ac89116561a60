// POST /api/data/brands end to end: route policy → shared schema → captcha redeemed once → duplicate checks →
// the site's home page gathered from a local server → one pending brand and its submission row.
import { english, fieldCodes } from "../support/coded-errors";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BRAND_SUBMISSION_ERRORS as M, type SubmittedBrand } from "@/lib/brands/submission-schema";
import { UNSAFE_CONTENT_MESSAGE } from "@/lib/security/unsafe-content";
import { db } from "@/server/db/client";
import { CAPTCHA_TTL_MS } from "@/server/captcha/challenge";
import { resetEnrichmentFetch, useLoopbackEnrichment } from "../support/enrichment-fetch";
import { nextIp, postBrand, solvedCaptcha, submitBrand } from "./brand-api";
import { startBrandSite, type BrandSite } from "./brand-site";

const HOUR = 3_600_000;
let site: BrandSite;
const unique = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  site = await startBrandSite();
  useLoopbackEnrichment([site.port]);
});

afterAll(async () => {
  resetEnrichmentFetch();
  await site.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const listingsAt = (website: string) => db.listing.findMany({ where: { website } });

describe("POST /api/data/brands", () => {
  it("creates a pending, unverified brand from the gathered data, with the website normalised", async () => {
    const id = unique();
    const ip = nextIp();
    const res = await submitBrand(
      { website: `http://www.rich-${id}.test:${site.port}/en/?utm_source=ad`, category: "sleep" },
      ip,
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const brand = (await res.json()) as SubmittedBrand;
    const website = `https://rich-${id}.test:${site.port}/en`;
    expect(brand).toEqual({
      id: expect.any(String),
      slug: `rich-${id}`,
      name: `Rich ${id[0]!.toUpperCase()}${id.slice(1)}`,
      shortDescription: `Rich ${id[0]!.toUpperCase()}${id.slice(1)} makes science-backed supplements.`,
      longDescription: null,
      description: `Rich ${id[0]!.toUpperCase()}${id.slice(1)} makes science-backed supplements.`,
      category: "sleep",
      region: "Europe",
      country: "Netherlands",
      website,
      logoUrl: `http://www.rich-${id}.test:${site.port}/apple-touch-icon.png`,
      // The site's own rating stays with the submission; the directory's comes from member reviews.
      rating: null,
      reviewCount: 0,
      featuredReview: null,
      reviewSource: null,
      featured: false,
      sponsored: false,
      verified: false,
      status: "pending",
      createdAt: expect.any(String),
      held: null,
    });
    // Only the home page is read, whatever path was typed.
    expect(site.requests.filter((r) => r.host === `rich-${id}.test`).map((r) => r.path)).toEqual(["/"]);

    const listing = await db.listing.findUniqueOrThrow({ where: { id: brand.id } });
    expect(listing).toMatchObject({
      kind: "brand",
      status: "pending",
      origin: "submission",
      categories: ["sleep"],
      publishedAt: null,
      website,
    });
    const submission = await db.brandSubmission.findUniqueOrThrow({ where: { idempotencyKey: website } });
    expect(submission).toMatchObject({
      listingId: brand.id,
      website,
      host: `rich-${id}.test`,
      category: "sleep",
      description: null,
      submitterIp: ip,
    });
    expect(submission.enriched).toMatchObject({
      name: brand.name,
      country: "Netherlands",
      rating: 4.6,
      reviewCount: 87,
    });
  });

  it("without gathered data: the host without www. as the name, 'Unknown' places, no rating, the visitor's description", async () => {
    const id = unique();
    // No scheme: https:// is assumed, and the plain-HTTP test server fails the handshake, so nothing is gathered.
    const res = await submitBrand({
      website: ` www.Plain-${id}.test:${site.port}/Shop/ `,
      category: "wellness",
      description: "  Our own words.  ",
    });
    expect(res.status).toBe(201);
    const brand = (await res.json()) as SubmittedBrand;
    expect(brand).toMatchObject({
      name: `plain-${id}.test`,
      slug: `plain-${id}-test`,
      shortDescription: "Our own words.",
      description: "Our own words.",
      longDescription: null,
      region: "Unknown",
      country: "Unknown",
      website: `https://plain-${id}.test:${site.port}/Shop`,
      logoUrl: null,
      rating: null,
      reviewCount: 0,
      featured: false,
      sponsored: false,
      verified: false,
      status: "pending",
    });
    const submission = await db.brandSubmission.findUniqueOrThrow({ where: { idempotencyKey: brand.website } });
    expect(submission).toMatchObject({ enriched: null, description: "Our own words." });
  });

  it("a site that fails to answer and no description: an empty short description", async () => {
    const res = await submitBrand({ website: `http://missing-${unique()}.test:${site.port}` });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      shortDescription: "",
      description: null,
      country: "Unknown",
      region: "Unknown",
    });
  });

  it("drops gathered text the forms would refuse as unsafe", async () => {
    const res = await submitBrand({ website: `http://unsafe-${unique()}.test:${site.port}` });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: "Unsafe Brand", shortDescription: "", description: null });
  });

  it("gives brands of the same name distinct slugs", async () => {
    const first = (await (
      await submitBrand({ website: `http://twin-${unique()}.test:${site.port}` })
    ).json()) as SubmittedBrand;
    const second = (await (
      await submitBrand({ website: `http://twin-${unique()}.test:${site.port}` })
    ).json()) as SubmittedBrand;
    expect(first.name).toBe("Twin Brand");
    expect(second.name).toBe("Twin Brand");
    expect(first.slug).toMatch(/^twin-brand(-\d+)?$/);
    expect(second.slug).toMatch(/^twin-brand-\d+$/);
    expect(second.slug).not.toBe(first.slug);
  });

  it("answers 409 to a second submission of the same site, in any spelling, and creates nothing", async () => {
    const id = unique();
    expect((await submitBrand({ website: `https://rich-${id}.test:${site.port}/` })).status).toBe(201);
    const again = await submitBrand({ website: `HTTP://WWW.rich-${id}.test:${site.port}?ref=x` });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: {
        code: "conflict",
        message: english(M.duplicate),
        fields: { website: [{ code: M.duplicate, params: {}, message: english(M.duplicate) }] },
      },
    });
    expect(await listingsAt(`https://rich-${id}.test:${site.port}`)).toHaveLength(1);
  });

  it("answers 409 when a published or pending listing already has the website", async () => {
    const id = unique();
    await db.listing.create({
      data: {
        kind: "clinic",
        slug: `listed-${id}`,
        name: `Listed ${id}`,
        status: "published",
        website: `https://www.Listed-${id}.test/`,
      },
    });
    const res = await submitBrand({ website: `listed-${id}.test` });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { message: english(M.alreadyListed) } });
    expect(await db.brandSubmission.count({ where: { host: `listed-${id}.test` } })).toBe(0);

    // A draft is not public nor awaiting review: it does not block a submission.
    await db.listing.create({
      data: {
        kind: "brand",
        slug: `draft-${id}`,
        name: `Draft ${id}`,
        status: "draft",
        website: `https://draft-${id}.test`,
      },
    });
    expect((await submitBrand({ website: `https://draft-${id}.test` })).status).toBe(201);
  });

  it("creates exactly one brand from 20 concurrent identical submissions", async () => {
    const id = unique();
    const website = `http://rich-${id}.test:${site.port}/`;
    const captchas = await Promise.all(Array.from({ length: 20 }, () => solvedCaptcha()));
    const responses = await Promise.all(
      captchas.map(({ token, answer }) =>
        postBrand({ website, category: "biohacking", captchaToken: token, captchaAnswer: answer }, nextIp()),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await listingsAt(`https://rich-${id}.test:${site.port}`)).toHaveLength(1);
    expect(await db.brandSubmission.count({ where: { idempotencyKey: `https://rich-${id}.test:${site.port}` } })).toBe(
      1,
    );
  });

  it("limits submissions per address: the sixth in an hour is a 429 with Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // One second into a fresh window (the future, so no earlier request shares it).
    vi.setSystemTime(Math.ceil(Date.now() / HOUR) * HOUR + 10 * HOUR + 1_000);
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await postBrand({}, ip)).status).toBe(400);
    const limited = await postBrand({}, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3599");
    expect((await postBrand({}, nextIp())).status).toBe(400);
  });

  describe("captcha", () => {
    const body = (website: string, token: string, answer: string) => ({
      website,
      category: "fitness",
      captchaToken: token,
      captchaAnswer: answer,
    });
    const refused = {
      error: {
        code: "bad_request",
        message: english(M.captcha),
        fields: { captcha: [{ code: M.captcha, params: {}, message: english(M.captcha) }] },
      },
    };

    it("refuses a wrong answer, and the challenge cannot be tried again", async () => {
      const website = `https://captcha-${unique()}.test`;
      const { token, answer } = await solvedCaptcha();
      const wrong = await postBrand(body(website, token, String(Number(answer) + 1)));
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject(refused);
      const retry = await postBrand(body(website, token, answer));
      expect(retry.status).toBe(400);
      expect(await listingsAt(website)).toHaveLength(0);
    });

    it("refuses a replayed token", async () => {
      const { token, answer } = await solvedCaptcha();
      expect((await postBrand(body(`https://first-${unique()}.test`, token, answer))).status).toBe(201);
      const website = `https://second-${unique()}.test`;
      const replay = await postBrand(body(website, token, answer));
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject(refused);
      expect(await listingsAt(website)).toHaveLength(0);
    });

    it("refuses an expired token", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const { token, answer } = await solvedCaptcha();
      vi.setSystemTime(Date.now() + CAPTCHA_TTL_MS + 1_000);
      const website = `https://late-${unique()}.test`;
      const res = await postBrand(body(website, token, answer));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject(refused);
      expect(await listingsAt(website)).toHaveLength(0);
    });

    it("refuses an altered or made-up token", async () => {
      const { token, answer } = await solvedCaptcha();
      const flipped = `${token.slice(0, 20)}${token[20] === "A" ? "B" : "A"}${token.slice(21)}`;
      for (const forged of [flipped, "A".repeat(140), "not a token"]) {
        const res = await postBrand(body(`https://forged-${unique()}.test`, forged, answer));
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject(refused);
      }
    });
  });

  it("refuses unsafe markup in any field with 400 and creates nothing", async () => {
    const website = `https://markup-${unique()}.test`;
    const { token, answer } = await solvedCaptcha();
    for (const description of [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "<iframe src=//evil>",
      "see javascript:alert(1)",
    ]) {
      const res = await postBrand({
        website,
        category: "apps",
        description,
        captchaToken: token,
        captchaAnswer: answer,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "bad_request",
          message: UNSAFE_CONTENT_MESSAGE,
          fields: { description: [{ code: "errors.unsafe", params: {}, message: UNSAFE_CONTENT_MESSAGE }] },
        },
      });
    }
    const res = await postBrand({
      website: "javascript:alert(1)",
      category: "apps",
      captchaToken: token,
      captchaAnswer: answer,
    });
    expect(res.status).toBe(400);
    expect(await listingsAt(website)).toHaveLength(0);
    // The captcha was never reached, so it still works.
    expect((await postBrand({ website, category: "apps", captchaToken: token, captchaAnswer: answer })).status).toBe(
      201,
    );
  });

  it("refuses bad input with the form's field messages", async () => {
    const empty = await postBrand({ website: "", category: "", captchaToken: "", captchaAnswer: "" });
    expect(empty.status).toBe(400);
    expect(fieldCodes((await empty.json()).error.fields)).toEqual({
      website: [M.websiteRequired],
      category: [M.categoryRequired],
      captchaToken: [M.captcha],
      captchaAnswer: [M.captcha],
    });
    const { token, answer } = await solvedCaptcha();
    for (const website of [
      "not a url",
      "localhost",
      "ftp://acme.com",
      "https://user:pw@acme.com",
      `https://${"a".repeat(2_100)}.com`,
    ]) {
      const res = await postBrand({ website, category: "apps", captchaToken: token, captchaAnswer: answer });
      expect(res.status).toBe(400);
      expect(fieldCodes((await res.json()).error.fields)).toEqual({ website: [M.websiteInvalid] });
    }
    const wrongCategory = await postBrand({
      website: "acme.com",
      category: "clinics",
      captchaToken: token,
      captchaAnswer: answer,
    });
    expect(fieldCodes((await wrongCategory.json()).error.fields)).toEqual({ category: [M.categoryRequired] });
    expect((await postBrand("{", nextIp())).status).toBe(400);
    expect((await postBrand({ website: "acme.com" }, nextIp(), { "content-type": "text/plain" })).status).toBe(415);
    expect((await postBrand({ website: "acme.com" }, nextIp(), { origin: "https://evil.example" })).status).toBe(403);
  });
});
