// Feeds and badges answer from cached functions of their path alone: their handlers read nothing of the request (a
// request that throws on any read still gets its answer). Errors answer in the path's language.
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as badgeRoute from "@/app/[locale]/badges/[theme]/[route]/[file]/route";
import * as atomRoute from "@/app/[locale]/feed.atom/route";
import * as jsonRoute from "@/app/[locale]/feed.json/route";
import * as rssRoute from "@/app/[locale]/feed.xml/route";
import * as cityRoute from "@/app/[locale]/feeds/city/[file]/route";
import * as kindRoute from "@/app/[locale]/feeds/[file]/route";
import { createListings, deleteListings } from "../support/listing-fixtures";

type Params = Record<string, string | string[]>;
type Route = { GET: (req: NextRequest, context: { params: Promise<Params> }) => Promise<Response> };

/** A request that fails the handler if it reads anything of it: headers, cookies, URL or query. */
const untouchable = new Proxy(new NextRequest("http://localhost/"), {
  get(_target, prop) {
    throw new Error(`the handler read the request's ${String(prop)}`);
  },
});

const get = (route: Route, params: Params) => route.GET(untouchable, { params: Promise.resolve(params) });

describe("feeds and badges from the route cache", () => {
  let listings: Awaited<ReturnType<typeof createListings>>;

  beforeAll(async () => {
    listings = await createListings([{ name: "Route Cache Clinic", kind: "clinic" }]);
  });
  afterAll(async () => {
    await deleteListings(listings);
  });

  const routes: [string, Route, Params][] = [
    ["feed.xml", rssRoute, { locale: "en" }],
    ["feed.atom", atomRoute, { locale: "de" }],
    ["feed.json", jsonRoute, { locale: "fr" }],
    ["feeds/clinics.xml", kindRoute, { locale: "en", file: "clinics.xml" }],
  ];

  it.each(routes)("%s answers without reading the request", async (_name, route, params) => {
    const response = await get(route, params);
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(100);
  });

  it("a badge answers without reading the request", async () => {
    const params = { locale: "en", theme: "dark", route: "clinic", file: `${listings[0]!.slug}.svg` };
    const response = await get(badgeRoute as Route, params);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<svg");
  });

  it("a missing feed or badge is a 404 in the path's language, still without reading the request", async () => {
    const feed = await get(cityRoute as Route, { locale: "de", file: "atlantis.xml" });
    expect(feed.status).toBe(404);
    const badge = await get(badgeRoute as Route, { locale: "de", theme: "light", route: "clinic", file: "none.svg" });
    expect(badge.status).toBe(404);
    expect(await badge.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
