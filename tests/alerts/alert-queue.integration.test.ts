import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createRoute } from "@/app/api/subscriptions/route";
import { publishListing } from "@/server/listings/publish/publish";
import { db } from "@/server/db/client";
import { queueAlertsForListing } from "@/server/alerts/queue";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { call, signUpMember, type Member } from "./members";

// Sign-up's confirmation emails (no SMTP_URL here) go to a throwaway outbox, not the developer's .data/outbox.
vi.hoisted(() => {
  process.env.OUTBOX_DIR = `.tmp/test-outbox-${process.env.TEST_DB_KIND ?? "pglite"}`;
});

const token = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-queue-${token}@example.com`;

type Listings = Awaited<ReturnType<typeof createListings>>;
let listings: Listings;
const subscriptions: Record<string, string> = {};

async function subscribe(
  member: Member,
  body: { location: string; categories: string[]; active?: boolean },
): Promise<string> {
  const response = await call(createRoute, "/api/subscriptions", { method: "POST", body, cookie: member.cookie });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const listing = (name: string) => listings.find((l) => l.name.startsWith(name))!;

/** The listings queued for one of this file's subscriptions, by name. */
async function queuedFor(key: string): Promise<string[]> {
  const rows = await db.alertQueueItem.findMany({
    where: { subscriptionId: subscriptions[key] },
    select: { listing: { select: { name: true } } },
  });
  return rows.map((row) => row.listing.name.replace(` ${token}`, "")).sort();
}

beforeAll(async () => {
  const [berlin, germany, paused, unverified, munich] = [
    await signUpMember(email("berlin")),
    await signUpMember(email("germany")),
    await signUpMember(email("paused")),
    await signUpMember(email("unverified"), { verified: false }),
    await signUpMember(email("munich")),
  ];
  subscriptions.berlin = await subscribe(berlin!, { location: "Berlin", categories: ["clinics", "labs"] });
  subscriptions.germany = await subscribe(germany!, { location: "Germany", categories: ["supplements"] });
  subscriptions.paused = await subscribe(paused!, { location: "Berlin", categories: ["clinics"], active: false });
  subscriptions.unverified = await subscribe(unverified!, { location: "Berlin", categories: ["clinics"] });
  subscriptions.munich = await subscribe(munich!, { location: "Munich", categories: ["clinics"] });

  const draft = { status: "draft" as const, publishedAt: null };
  listings = await createListings([
    // About 27 km from Berlin's centre.
    {
      kind: "clinic",
      name: `Potsdam Clinic ${token}`,
      city: "Potsdam",
      country: "Germany",
      lat: 52.3989,
      lng: 13.0657,
      ...draft,
    },
    // About 255 km away.
    {
      kind: "clinic",
      name: `Hamburg Clinic ${token}`,
      city: "Hamburg",
      country: "Germany",
      lat: 53.5753,
      lng: 10.0153,
      ...draft,
    },
    // No coordinates: placed by its city.
    { kind: "lab", name: `Berlin Lab ${token}`, city: "Berlin", country: "Germany", ...draft },
    {
      kind: "wearable",
      name: `Berlin Wearable ${token}`,
      city: "Berlin",
      country: "Germany",
      lat: 52.52,
      lng: 13.4,
      ...draft,
    },
    { kind: "supplement", name: `German Supplement ${token}`, country: "Germany", ...draft },
    { kind: "supplement", name: `Austrian Supplement ${token}`, country: "Austria", ...draft },
    // No coordinates; the gazetteer puts Waakirchen about 40 km from Munich.
    { kind: "clinic", name: `Waakirchen Clinic ${token}`, city: "Waakirchen", country: "Germany", ...draft },
    // Queued in a transaction that then fails (the last test).
    { kind: "clinic", name: `Late Clinic ${token}`, city: "Berlin", country: "Germany", ...draft },
  ]);
  for (const name of [
    "Potsdam Clinic",
    "Hamburg Clinic",
    "Berlin Lab",
    "Berlin Wearable",
    "German Supplement",
    "Austrian Supplement",
    "Waakirchen Clinic",
  ]) {
    expect((await publishListing(listing(name).id, "test"))?.published).toBe(true);
  }
}, 120_000);

afterAll(async () => {
  await deleteListings(listings ?? []);
  await db.user.deleteMany({ where: { email: { endsWith: `-queue-${token}@example.com` } } });
});

describe("queueing alerts when a listing is published", () => {
  it("queues a city subscription's categories within 50 km, by coordinates or by city name", async () => {
    expect(await queuedFor("berlin")).toEqual(["Berlin Lab", "Potsdam Clinic"]);
  });

  it("queues a country subscription's categories anywhere in that country", async () => {
    expect(await queuedFor("germany")).toEqual(["German Supplement"]);
  });

  it("places a listing without coordinates through the gazetteer", async () => {
    expect(await queuedFor("munich")).toEqual(["Waakirchen Clinic"]);
  });

  it("queues nothing for a paused subscription or an unconfirmed address", async () => {
    expect(await queuedFor("paused")).toEqual([]);
    expect(await queuedFor("unverified")).toEqual([]);
  });

  it("queues once per subscription and listing: publishing again or re-queueing adds nothing", async () => {
    const before = await db.alertQueueItem.count({ where: { listingId: listing("Potsdam Clinic").id } });
    expect((await publishListing(listing("Potsdam Clinic").id, "test"))?.published).toBe(false);
    expect(await db.$transaction((tx) => queueAlertsForListing(tx, listing("Potsdam Clinic").id))).toBe(0);
    expect(await db.alertQueueItem.count({ where: { listingId: listing("Potsdam Clinic").id } })).toBe(before);
  });

  it("writes the queue rows in the publishing transaction: a publish that fails afterwards leaves none", async () => {
    const late = listing("Late Clinic");
    await expect(
      db.$transaction(async (tx) => {
        await tx.listing.update({ where: { id: late.id }, data: { status: "published", publishedAt: new Date() } });
        expect(await queueAlertsForListing(tx, late.id)).toBeGreaterThan(0);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await db.alertQueueItem.count({ where: { listingId: late.id } })).toBe(0);
    expect((await db.listing.findUniqueOrThrow({ where: { id: late.id } })).status).toBe("draft");
  });
});
