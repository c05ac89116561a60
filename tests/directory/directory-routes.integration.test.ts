import { beforeEach, describe, expect, it, vi, onTestFinished } from "vitest";
import { loadDirectoryPage } from "@/app/[locale]/directory/load-directory";
import { GET as getResults } from "@/app/api/directory/route";
import { POST as trackSearchRoute } from "@/app/api/track/search/route";
import { GET as getLocation } from "@/app/api/user/location/route";
import { parseDirectoryState } from "@/lib/directory/directory-schema";
import { pruneRateLimitBuckets } from "@/server/http/rate-limit";
import { NextRequest } from "next/server";
import {
  context,
  fixtureIds,
  get,
  json,
  type FixtureListing,
  type ItemJson,
  setUpListingFixtures,
} from "./support/fixtures";

const { t, id } = fixtureIds();
const FIXTURES: FixtureListing[] = [
  { id: id("clinic"), kind: "clinic", name: `Longevity ${t} Clinic`, country: "Germany", verified: true },
  { id: id("lab"), kind: "lab", name: `${t} Lab`, country: "Germany" },
  { id: id("app"), kind: "app", name: `${t} App`, category: "fasting", country: "France" },
  { id: id("draft"), kind: "lab", name: `${t} Draft Lab`, status: "draft", country: "Germany" },
  { id: id("na"), kind: "clinic", name: `${t} Clinic NA`, region: "North America", country: "Canada" },
];
const fixtures = setUpListingFixtures(FIXTURES, {
  cleanUp: (pool) => pool.query(`DELETE FROM "SearchQuery" WHERE normalized LIKE $1`, [`%${t}%`]),
});
const IDS = fixtures.ids;

const results = async (query: string) => {
  const response = await getResults(get(`/api/directory?${query}`), context());
  return response;
};
const ourIds = (items: ItemJson[]) => items.map((i) => i.id).filter((i) => IDS.includes(i));

describe("GET /api/directory (the 'all' view)", () => {
  it("without search or filters is the per-kind preview: at most 6 per kind", async () => {
    const response = await results("region=Europe");
    expect(response.status).toBe(200);
    const items = await json<ItemJson[]>(response);
    const perKind = new Map<string, number>();
    for (const item of items) perKind.set(item.kind, (perKind.get(item.kind) ?? 0) + 1);
    for (const count of perKind.values()) expect(count).toBeLessThanOrEqual(6);
  });

  it("with a search lists matches of every kind, published only, paged", async () => {
    const items = await json<ItemJson[]>(await results(`search=${t}&region=All+Regions&limit=20&offset=0`));
    expect(ourIds(items).sort()).toEqual([id("clinic"), id("lab"), id("app"), id("na")].sort());
    const next = await json<ItemJson[]>(await results(`search=${t}&region=All+Regions&limit=20&offset=20`));
    expect(ourIds(next)).toEqual([]);
  });

  it("with filters narrows across kinds", async () => {
    expect(ourIds(await json(await results(`search=${t}&region=Europe&country=Germany`))).sort()).toEqual(
      [id("clinic"), id("lab")].sort(),
    );
    expect(ourIds(await json(await results(`search=${t}&region=Europe&verified=true`)))).toEqual([id("clinic")]);
    expect(ourIds(await json(await results(`search=${t}&region=Europe&category=fasting`)))).toEqual([id("app")]);
  });

  it("400s invalid parameters like the API does", async () => {
    expect((await results("verified=maybe")).status).toBe(400);
    expect((await results("limit=101")).status).toBe(400);
  });
});

describe("the directory page's first page", () => {
  it("server-loads the same items the client would fetch, keyed by that request", async () => {
    const initial = await loadDirectoryPage(
      parseDirectoryState(new URLSearchParams(`search=${t}&country=Germany`)),
      "en",
    );
    expect(initial.failed).toBe(false);
    expect(initial.key).toBe(`/api/directory?search=${t}&region=Europe&country=Germany&limit=20&offset=0`);
    expect(initial.items.map((i) => i.id).sort()).toEqual([id("clinic"), id("lab")].sort());
    expect(Object.keys(initial.items[0] ?? {})).not.toContain("createdAt");
  });

  it("searches for the text around control characters instead of failing", async () => {
    const initial = await loadDirectoryPage(
      parseDirectoryState(new URLSearchParams(`search=%00${t}%1F&country=Germany`)),
      "en",
    );
    expect(initial.failed).toBe(false);
    expect(initial.items.map((i) => i.id).sort()).toEqual([id("clinic"), id("lab")].sort());
  });

  it("ignores invalid parameters instead of failing", async () => {
    const initial = await loadDirectoryPage(
      parseDirectoryState(new URLSearchParams("category=clinics&specialties=astrology&region=Mars")),
      "en",
    );
    expect(initial.failed).toBe(false);
    expect(initial.key).toBe("/api/clinics?region=Europe&limit=20&offset=0");
  });
});

describe("GET /api/user/location", () => {
  const locate = async (headers: Record<string, string>) => {
    const response = await getLocation(get("/api/user/location", headers), context());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
    return json<{ country: string | null }>(response);
  };

  it("behind a trusted proxy reads x-vercel-ip-country, then cf-ipcountry, then Accept-Language", async () => {
    const { env } = await import("@/env");
    env().TRUST_PROXY_HEADERS = "true";
    try {
      expect(await locate({ "x-vercel-ip-country": "NL" })).toEqual({ country: "Netherlands" });
      expect(await locate({ "cf-ipcountry": "GB" })).toEqual({ country: "United Kingdom" });
    } finally {
      env().TRUST_PROXY_HEADERS = "false";
    }
  });

  it("by default ignores the edge headers any client can send", async () => {
    expect(await locate({ "x-vercel-ip-country": "NL" })).toEqual({ country: null });
    expect(await locate({ "x-vercel-ip-country": "NL", "accept-language": "de-DE" })).toEqual({ country: "Germany" });
  });

  it("reads Accept-Language", async () => {
    expect(await locate({ "accept-language": "de-DE,de;q=0.9,en;q=0.8" })).toEqual({ country: "Germany" });
    expect(await locate({ "cf-ipcountry": "XX", "accept-language": "fr-FR" })).toEqual({ country: "France" });
  });

  it("returns null when nothing tells", async () => {
    expect(await locate({})).toEqual({ country: null });
    expect(await locate({ "accept-language": "en" })).toEqual({ country: null });
  });
});

describe("POST /api/track/search", () => {
  // Buckets live in the database: clear them, and start the flood early in a fixed one-minute window.
  beforeEach(async () => {
    await pruneRateLimitBuckets(Date.now() + 3_600_000);
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 50));
  });
  const track = (body: unknown, ip = "203.0.113.10") =>
    trackSearchRoute(
      new NextRequest("http://localhost/api/track/search", {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
      }),
      context(),
    );

  it("stores the query with its normalized form and answers 204", async () => {
    const response = await track({
      query: `  Longevity  ${t.toUpperCase()} `,
      category: "clinics",
      source: "directory",
    });
    expect(response.status).toBe(204);
    const { rows } = await fixtures.pool.query(
      `SELECT query, normalized, category, source FROM "SearchQuery" WHERE normalized = $1`,
      [`longevity ${t}`],
    );
    expect(rows).toEqual([
      {
        query: `Longevity  ${t.toUpperCase()}`,
        normalized: `longevity ${t}`,
        category: "clinics",
        source: "directory",
      },
    ]);
  });

  it("rejects empty, whitespace-only and malformed bodies with 400", async () => {
    for (const body of [{ query: "" }, { query: "   " }, {}, "not json", { query: "x", source: "Bad Source!" }]) {
      expect((await track(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("rate-limits each client to 30 a minute with Retry-After", async () => {
    // The clock stands at the start of a window, so the 31 requests never straddle two.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 120_000);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    for (let i = 0; i < 30; i++)
      expect((await track({ query: `${t} flood ${i}`, source: "test" }, "198.51.100.7")).status).toBe(204);
    const limited = await track({ query: `${t} flood 31`, source: "test" }, "198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await track({ query: `${t} other client`, source: "test" }, "198.51.100.8")).status).toBe(204);
  });
});
