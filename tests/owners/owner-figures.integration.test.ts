// A listing's own figures, first-party and without visitor identity: page views and unique visitors, website
// clicks, favorites, directory appearances, assistant recommendations and the searches that led to it, counted in
// the same rollups as the site owner's dashboard, read by the listing's owners only (another listing's id is a 404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as favoriteRoute } from "@/app/api/favorites/route";
import { GET as exportRoute } from "@/app/api/owner/listings/[id]/figures/export/route";
import { GET as figuresRoute } from "@/app/api/owner/listings/[id]/figures/route";
import { POST as trackRoute } from "@/app/api/track/route";
import type { OwnerFigures } from "@/lib/owners/figures";
import { db } from "@/server/db/client";
import { rebuildAnalyticsRollups } from "@/server/jobs/rebuild-analytics-rollups";
import { getOwnerFigures } from "@/server/analytics/owner-figures";
import { recordAssistantRecommendations, recordEvents, type StoredEvent } from "@/server/analytics/mutations";
import { call, type Member } from "../alerts/members";
import { deleteListings } from "../support/listing-fixtures";
import { clinic, makeOwner, member } from "./owner-fixtures";

const A = { ip: "203.0.113.20", userAgent: "Mozilla/5.0 figures-a", country: null, bot: false };
const B = { ip: "203.0.113.21", userAgent: "Mozilla/5.0 figures-b", country: null, bot: false };
const BOT = { ip: "203.0.113.22", userAgent: "Googlebot/2.1", country: null, bot: true };
// A long-past day nothing else writes, for the rebuild.
const PAST = "2021-03-04";

let place: Awaited<ReturnType<typeof clinic>>;
let other: Awaited<ReturnType<typeof clinic>>;
let owner: Member;
let stranger: Member;
let key = "";

const ev = (
  type: StoredEvent["type"],
  action: string,
  path: string,
  extra: Partial<StoredEvent> = {},
): StoredEvent => ({
  type,
  action,
  path,
  sessionId: "figures-test",
  ...extra,
});

/** Everything a day of traffic adds to the clinic's figures, sent as the browser and the server record it. */
async function traffic(now?: Date) {
  const page = `/clinic/${place.slug}`;
  const view = ev("pageview", "page_view", page, { category: "clinic", label: place.slug });
  await recordEvents([view, view, ev("event", "visit_website", page, { category: "clinic", label: place.slug })], {
    ...A,
    now,
  });
  await recordEvents([view], { ...B, now });
  await recordEvents([view], { ...BOT, now });
  await recordEvents(
    [
      ev("event", "directory_results", "/directory/clinics", { listings: [key, `clinic/${other.slug}`] }),
      ev("event", "search_result", "/directory", { label: "  Longevity   CLINIC ", listings: [key] }),
      // Results the client claims it showed anywhere but the directory are not appearances.
      ev("event", "directory_results", "/", { listings: [key] }),
    ],
    { ...B, now },
  );
  await recordAssistantRecommendations([key, "clinic/not-a-listing-slug"], { ...A, now });
}

beforeAll(async () => {
  place = await clinic("Figures Clinic");
  other = await clinic("Unowned Figures Clinic");
  key = `clinic/${place.slug}`;
  owner = await member("figures-owner");
  stranger = await member("figures-stranger");
  await makeOwner(place.id, owner.userId);
  await makeOwner(other.id, stranger.userId);
  await traffic();
  // A member saves it through the real route (a server-side count).
  const saved = await call(favoriteRoute, "/api/favorites", {
    method: "POST",
    body: { itemType: "clinic", itemId: place.id },
    cookie: stranger.cookie,
    headers: { "user-agent": "Mozilla/5.0 figures-c" },
  });
  expect(saved.status).toBe(201);
});

afterAll(async () => {
  await db.$executeRaw`DELETE FROM "AnalyticsDaily" WHERE "metric" IN (${`listing:${key}`}, ${`listing:clinic/${other.slug}`})`;
  await deleteListings([place, other]);
});

const figures = (who: Member | null, id: string, days = "7") =>
  call(figuresRoute, `/api/owner/listings/${id}/figures?days=${days}`, { cookie: who?.cookie }, { id });

describe("a listing's own figures", () => {
  it("counts views, unique visitors, clicks, favorites, appearances and searches, bots left out", async () => {
    const response = await figures(owner, place.id);
    expect(response.status).toBe(200);
    const data = (await response.json()) as OwnerFigures;
    expect(data.days).toBe(7);
    expect(data.totals).toEqual({ views: 3, visitors: 2, outbound: 1, favorites: 1, directory: 1, assistant: 1 });
    expect(data.searches).toEqual([{ query: "longevity clinic", count: 1 }]);
    expect(data.series).toHaveLength(7);
    expect(data.series.at(-1)).toMatchObject({ views: 3, visitors: 2 });
  });

  it("clients cannot send the server's own counts", async () => {
    const forged = await call(trackRoute, "/api/track", {
      method: "POST",
      body: {
        events: [{ type: "event", action: "favorite_added", path: "/api/favorites", listings: [key], sessionId: "x" }],
      },
      headers: { "user-agent": "Mozilla/5.0 forger" },
    });
    expect(forged.status).toBe(400);
  });

  it("answers another listing's id, a made-up id and a signed-out visitor like nothing is there", async () => {
    expect((await figures(owner, other.id)).status).toBe(404);
    expect((await figures(stranger, place.id)).status).toBe(404);
    expect((await figures(owner, "no-such-listing")).status).toBe(404);
    expect((await figures(null, place.id)).status).toBe(401);
    const csv = (who: Member, id: string) =>
      call(exportRoute, `/api/owner/listings/${id}/figures/export?days=30`, { cookie: who.cookie }, { id });
    expect((await csv(owner, other.id)).status).toBe(404);
    const download = await csv(owner, place.id);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await download.text();
    expect(text.split("\r\n")[0]).toBe("day,views,visitors,outbound,favorites,directory,assistant,search,search_count");
    expect(text).toContain(",,,,,,,longevity clinic,1");
  });

  it("are recounted from the stored events by the rollup rebuild, unique visitors per listing included", async () => {
    await traffic(new Date(`${PAST}T10:00:00Z`));
    const now = Date.parse(`${PAST}T12:00:00Z`);
    const live = await getOwnerFigures(place, 7, now);
    await rebuildAnalyticsRollups({ from: PAST, to: PAST });
    const rebuilt = await getOwnerFigures(place, 7, now);
    expect(rebuilt).toEqual(live);
    expect(rebuilt.totals).toMatchObject({ views: 3, visitors: 2, outbound: 1, directory: 1, assistant: 1 });
  });
});
