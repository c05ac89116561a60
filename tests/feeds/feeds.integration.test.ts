import { randomUUID } from "node:crypto";
import { parseFeed } from "@rowanmanning/feed-parser";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as rss } from "@/app/[locale]/feed.xml/route";
import { GET as atom } from "@/app/[locale]/feed.atom/route";
import { GET as jsonFeed } from "@/app/[locale]/feed.json/route";
import { GET as cityFeed } from "@/app/[locale]/feeds/city/[file]/route";
import { GET as countryFeed } from "@/app/[locale]/feeds/country/[file]/route";
import { GET as kindFeed } from "@/app/[locale]/feeds/[file]/route";
import { GET as llms } from "@/app/llms.txt/route";
import { GET as llmsFull } from "@/app/llms-full.txt/route";
import { GET as markdown } from "@/app/[locale]/md/[route]/[id]/route";
import { createListings, deleteListings } from "../support/listing-fixtures";

const context = (params: Record<string, string | string[]>) => ({ params: Promise.resolve(params) });
const request = (path: string) => new NextRequest(`http://localhost${path}`);

/** /feeds/{…} as the router sends it: a kind's file, or a country's or city's under its folder. */
function scoped(locale: string, path: readonly string[]) {
  const [first = "", second] = path;
  if (second === undefined) return kindFeed(request("/"), context({ locale, file: first }));
  const route = first === "country" ? countryFeed : cityFeed;
  return route(request("/"), context({ locale, file: second }));
}

// The newest listings of the whole database: these are dated after anything else the suite creates.
const FUTURE = new Date("2099-01-01T00:00:00Z");
const minutes = (count: number) => new Date(FUTURE.getTime() + count * 60_000);

// JSON Feed 1: version and title are required, and each item has an id and its content as HTML or text.
const jsonFeedSchema = z.object({
  version: z.literal("https://jsonfeed.org/version/1"),
  title: z.string().min(1),
  home_page_url: z.url(),
  feed_url: z.url(),
  language: z.string().optional(),
  items: z
    .array(
      z
        .object({
          id: z.string().min(1),
          url: z.url(),
          title: z.string().min(1),
          date_published: z.iso.datetime(),
          content_html: z.string().optional(),
          content_text: z.string().optional(),
        })
        .refine((item) => item.content_html !== undefined || item.content_text !== undefined),
    )
    .max(50),
});

describe("feeds, llms.txt and Markdown copies", () => {
  const city = `Feedtown ${randomUUID().slice(0, 6)}`;
  const citySlug = city.toLowerCase().replace(" ", "-");
  let listings: Awaited<ReturnType<typeof createListings>>;

  beforeAll(async () => {
    listings = await createListings([
      ...Array.from({ length: 5 }, (_, index) => ({
        name: `Feed Clinic ${index}`,
        kind: "clinic" as const,
        city,
        country: "Iceland",
        shortDescription: `Clinic number ${index} & <friends>`,
        translations: { de: { shortDescription: `Klinik Nummer ${index}` } },
        // Added in the reverse order of their publication: the feeds list the newest publication first.
        createdAt: minutes(10 - index),
        firstPublishedAt: minutes(index),
        priceFrom: 120,
        currency: "EUR",
        sourceUrls: ["https://example.org/prices"],
        lastVerifiedAt: new Date("2026-11-30T00:00:00Z"),
        verifiedBy: "owner" as const,
      })),
      { name: "Feed Hidden Lab", kind: "lab", city, country: "Iceland", status: "pending", publishedAt: null },
    ]);
  });
  afterAll(() => deleteListings(listings));

  it("serves new listings as RSS 2.0 that a feed parser reads, newest first, with URL, summary, kind, place and date", async () => {
    const response = await rss(request("/en/feed.xml"), context({ locale: "en" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe("rss");
    expect(feed.language).toBe("en");
    const first = feed.items[0]!;
    expect(first.title).toBe("Feed Clinic 4");
    expect(first.url).toBe(`http://localhost:3000/clinic/${listings[4]!.slug}`);
    expect(first.description).toBe("Clinic number 4 & <friends>");
    expect(first.categories.map((category) => category.label)).toEqual(["Clinic", `${city}, Iceland`]);
    expect(first.published?.toISOString()).toBe(minutes(4).toISOString());
    expect(feed.items.slice(0, 5).map((item) => item.title)).toEqual([4, 3, 2, 1, 0].map((n) => `Feed Clinic ${n}`));
    expect(feed.items.map((item) => item.title)).not.toContain("Feed Hidden Lab");
    expect(feed.items.length).toBeLessThanOrEqual(50);
  });

  it("serves Atom and JSON Feed of the same listings, in the page's language", async () => {
    const atomFeed = parseFeed(await (await atom(request("/de/feed.atom"), context({ locale: "de" }))).text());
    expect(atomFeed.meta.type).toBe("atom");
    expect(atomFeed.title).toBe("Neu im Longevity Directory");
    expect(atomFeed.items[0]!.url).toBe(`http://localhost:3000/de/clinic/${listings[4]!.slug}`);
    expect(atomFeed.items[0]!.description ?? atomFeed.items[0]!.content).toContain("Klinik Nummer 4");
    const response = await jsonFeed(request("/fr/feed.json"), context({ locale: "fr" }));
    expect(response.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
    const json = (await response.json()) as { version: string; title: string; items: { url: string; id: string }[] };
    expect(json.version).toBe("https://jsonfeed.org/version/1");
    expect(json.title).toBe("Nouveautés sur Longevity Directory");
    expect(json.items[0]).toMatchObject({ url: `http://localhost:3000/fr/clinic/${listings[4]!.slug}` });
    expect(new Set(json.items.map((item) => item.id)).size).toBe(json.items.length);
  });

  it("has a feed per kind, per country and per city with enough listings, and 404s for any other", async () => {
    const kind = parseFeed(await (await scoped("en", ["clinics.xml"])).text());
    expect(kind.title).toBe("Clinics – Longevity Directory");
    expect(kind.items.every((item) => item.url?.includes("/clinic/"))).toBe(true);
    const place = parseFeed(await (await scoped("en", ["city", `${citySlug}.atom`])).text());
    expect(place.items.map((item) => item.title).sort()).toEqual(
      listings
        .slice(0, 5)
        .map((l) => l.name)
        .sort(),
    );
    const country = await scoped("en", ["country", "is.xml"]);
    expect(country.status).toBe(200);
    for (const path of [["nowhere.xml"], ["city", "no-such-city.xml"], ["country", "zz.xml"], ["clinics.rdf"]]) {
      const response = await scoped("en", path);
      expect(response.status, path.join("/")).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
    expect((await rss(request("/xx/feed.xml"), context({ locale: "xx" }))).status).toBe(404);
  });

  it("parses every scope in every format: RSS 2.0 and Atom with a feed parser, JSON Feed against its schema", async () => {
    const scopes: { name: string; fetch: (extension: string) => Promise<Response> }[] = [
      {
        name: "new",
        fetch: (extension) => {
          const route = { xml: rss, atom, json: jsonFeed }[extension]!;
          return route(request(`/en/feed.${extension}`), context({ locale: "en" }));
        },
      },
      ...[["clinics"], ["country", "is"], ["city", citySlug]].map((segments) => ({
        name: segments.join("/"),
        fetch: (extension: string) => {
          const path = [...segments.slice(0, -1), `${segments.at(-1)}.${extension}`];
          return scoped("en", path);
        },
      })),
    ];
    for (const scope of scopes) {
      for (const [extension, type] of [
        ["xml", "rss"],
        ["atom", "atom"],
      ] as const) {
        const response = await scope.fetch(extension);
        expect(response.status, `${scope.name}.${extension}`).toBe(200);
        const feed = parseFeed(await response.text());
        expect(feed.meta.type, `${scope.name}.${extension}`).toBe(type);
        expect(feed.title).toBeTruthy();
        expect(feed.items.length).toBeGreaterThan(0);
        for (const item of feed.items) {
          expect(item.url).toMatch(/^http:\/\/localhost:3000\//);
          expect(item.title).toBeTruthy();
          expect(item.published).toBeInstanceOf(Date);
        }
      }
      const response = await scope.fetch("json");
      expect(response.status, `${scope.name}.json`).toBe(200);
      const parsed = jsonFeedSchema.safeParse(await response.json());
      expect(parsed.error?.issues, `${scope.name}.json`).toBeUndefined();
      expect(parsed.data?.items.length).toBeGreaterThan(0);
    }
  });

  it("writes llms.txt in its format, and llms-full.txt with every published listing's Markdown copy", async () => {
    const short = await (await llms(request("/llms.txt"), context({}))).text();
    expect(short.startsWith("# Longevity Directory\n\n> ")).toBe(true);
    expect(short).toMatch(/^## Kinds$/m);
    expect(short).toContain("- [Clinics](http://localhost:3000/directory?category=clinics): ");
    expect(short).toContain("(http://localhost:3000/how-we-rank)");
    expect(short).toContain("- [API reference](http://localhost:3000/developers): ");
    expect(short).toContain("- [OpenAPI document](http://localhost:3000/api/v1/openapi.json): OpenAPI 3.1");
    expect(short).not.toContain("Feed Clinic 0");
    const full = await (await llmsFull(request("/llms-full.txt"), context({}))).text();
    expect(full).toContain(
      `- [Feed Clinic 0 (Clinic)](http://localhost:3000/clinic/${listings[0]!.slug}.md): Clinic number 0`,
    );
    expect(full).not.toContain("Feed Hidden Lab");
  });

  it("serves a listing's facts with sources as Markdown in the page's language, and 404s for unknown listings", async () => {
    const clinic = listings[0]!;
    const response = await markdown(request("/"), context({ locale: "de", route: "clinic", id: clinic.slug }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("link")).toBe(`<http://localhost:3000/de/clinic/${clinic.slug}>; rel="canonical"`);
    const text = await response.text();
    expect(text).toContain("# Feed Clinic 0\n");
    expect(text).toContain("> Klinik Nummer 0");
    expect(text).toContain("- Art: Klinik");
    expect(text).toContain("https://example.org/prices");
    expect(text).toContain("30. November 2026");
    expect(text).toContain("- Bewertung: Noch keine Bewertungen von Mitgliedern");
    const english = await (
      await markdown(request("/"), context({ locale: "en", route: "clinic", id: clinic.slug }))
    ).text();
    // Text a listing's owner wrote is escaped, never markup.
    expect(english).toContain("> Clinic number 0 & \\<friends\\>");
    for (const params of [
      { locale: "en", route: "clinic", id: "no-such-clinic" },
      { locale: "en", route: "nope", id: clinic.slug },
      { locale: "en", route: "lab", id: listings[5]!.slug },
    ]) {
      expect((await markdown(request("/"), context(params))).status).toBe(404);
    }
  });
});
