// "Everything is still correct": from the owner dashboard (owners only; anyone else's id is a 404) and from the
// 6-monthly reminder email's signed one-click link, which opens a confirmation page that POSTs. The reminder goes to
// each due owner once per half-year, however often the job runs, and never to an owner who confirmed recently.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cronRoute } from "@/app/api/cron/owner-reminders/route";
import { POST as linkRoute } from "@/app/api/owner/confirm/route";
import { POST as confirmRoute } from "@/app/api/owner/listings/[id]/confirm/route";
import { db } from "@/server/db/client";
import { reminderPeriod, sendOwnerReminders } from "@/server/jobs/send-owner-reminders";
import { call, type Member } from "../alerts/members";
import { deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";
import { clinic, emailText, makeOwner, member } from "./owner-fixtures";

const MONTH = 31 * 24 * 60 * 60 * 1000;
const NOW = new Date("2027-03-10T08:00:00.000Z");

let place: Awaited<ReturnType<typeof clinic>>;
let confirmedLately: Awaited<ReturnType<typeof clinic>>;
let other: Awaited<ReturnType<typeof clinic>>;
let owner: Member;
let newOwner: Member;
let unconfirmedAddress: Member;
let recentOwner: Member;
let stranger: Member;
let ownerRowId = "";

const ownedSince = async (listingId: string, who: Member, since: Date) =>
  (
    await db.listingOwner.update({
      where: { id: (await makeOwner(listingId, who.userId)).id },
      data: { verifiedAt: since },
    })
  ).id;

beforeAll(async () => {
  place = await clinic("Reminded Clinic");
  confirmedLately = await clinic("Lately Confirmed Clinic");
  other = await clinic("Not Mine Clinic");
  [owner, newOwner, recentOwner, stranger] = await Promise.all([
    member("reminded"),
    member("new-owner"),
    member("recent"),
    member("stranger"),
  ]);
  unconfirmedAddress = await member("unconfirmed", { verified: false });
  ownerRowId = await ownedSince(place.id, owner, new Date(NOW.getTime() - 7 * MONTH));
  await ownedSince(place.id, newOwner, new Date(NOW.getTime() - MONTH));
  await ownedSince(place.id, unconfirmedAddress, new Date(NOW.getTime() - 8 * MONTH));
  await ownedSince(confirmedLately.id, recentOwner, new Date(NOW.getTime() - 9 * MONTH));
  await db.listing.update({
    where: { id: confirmedLately.id },
    data: { lastVerifiedAt: new Date(NOW.getTime() - 2 * MONTH), verifiedBy: "owner" },
  });
  await makeOwner(other.id, stranger.userId);
});

afterAll(async () => {
  await db.auditLog.deleteMany({ where: { entityId: { in: [place.id, confirmedLately.id, other.id] } } });
  await db.outboundEmail.deleteMany({ where: { dedupeKey: { startsWith: "owner-reminder:" } } });
  await deleteListings([place, confirmedLately, other]);
});

const remindersTo = (who: Member) =>
  db.outboundEmail.findMany({ where: { to: who.email, template: "owner-reminder" } });
const tokenIn = (text: string) => /\/owner\/confirm\?token=([^\s]+)/.exec(text)?.[1] ?? "";
const postLink = (token: string, form = "from=page") =>
  call(linkRoute, `/api/owner/confirm?token=${encodeURIComponent(token)}`, {
    method: "POST",
    rawBody: form,
    contentType: "application/x-www-form-urlencoded",
  });
const confirm = (who: Member | null, id: string) =>
  call(confirmRoute, `/api/owner/listings/${id}/confirm`, { method: "POST", cookie: who?.cookie }, { id });

describe("the 6-monthly reminder", () => {
  it("goes to each due owner once per half-year, never twice, with a signed link to the confirmation page", async () => {
    const first = await sendOwnerReminders({ now: NOW });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(owner)).toHaveLength(1);
    // Owning it for a month, an unconfirmed address, or facts confirmed two months ago: not due.
    for (const who of [newOwner, unconfirmedAddress, recentOwner]) expect(await remindersTo(who)).toHaveLength(0);

    const key = `owner-reminder:${ownerRowId}:${reminderPeriod(NOW)}`;
    const text = await emailText(key);
    expect(text).toContain("Reminded Clinic");
    expect(tokenIn(text)).toMatch(/^[a-z0-9]+\.[A-Za-z0-9_-]{43}$/);

    // Run again the same day, a month later (same half-year), and concurrently: still one.
    await Promise.all([sendOwnerReminders({ now: NOW }), sendOwnerReminders({ now: NOW })]);
    await sendOwnerReminders({ now: new Date(NOW.getTime() + MONTH) });
    expect(await remindersTo(owner)).toHaveLength(1);

    // The next half-year, with the facts still unconfirmed, asks again, once.
    const later = new Date(NOW.getTime() + 5 * MONTH);
    expect(reminderPeriod(later)).not.toBe(reminderPeriod(NOW));
    await sendOwnerReminders({ now: later });
    await sendOwnerReminders({ now: later });
    expect(await remindersTo(owner)).toHaveLength(2);
  });

  it("confirms the facts only with its own untampered token, through the page's POST", async () => {
    const token = tokenIn(await emailText(`owner-reminder:${ownerRowId}:${reminderPeriod(NOW)}`));
    const [id, signature] = token.split(".") as [string, string];
    const flipped = `${signature.slice(0, 5)}${signature[5] === "A" ? "B" : "A"}${signature.slice(6)}`;
    const strangerRow = await db.listingOwner.findFirstOrThrow({ where: { userId: stranger.userId } });
    for (const bad of [`${id}.${flipped}`, `${strangerRow.id}.${signature}`, "nonsense", ""]) {
      const response = await postLink(bad);
      expect(response.status, bad).toBe(303);
      expect(response.headers.get("location")).toBe("/owner/confirm?status=invalid");
    }
    expect((await postLink("nonsense", "")).status).toBe(404);
    expect((await db.listing.findUniqueOrThrow({ where: { id: place.id } })).lastVerifiedAt).toBeNull();

    revalidatedTags.length = 0;
    const confirmed = await postLink(token);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/owner/confirm?status=confirmed");
    const after = await db.listing.findUniqueOrThrow({ where: { id: place.id } });
    expect(after.verifiedBy).toBe("owner");
    expect(Date.now() - (after.lastVerifiedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(revalidatedTags).toContain(`listing:${place.id}`);
    expect(
      await db.auditLog.count({
        where: { entityId: place.id, action: "listing.verify", actor: `owner:${owner.userId}` },
      }),
    ).toBe(1);

    // Confirmed now: the next run does not remind this owner.
    const count = (await remindersTo(owner)).length;
    await sendOwnerReminders({ now: new Date(Date.now() + 2 * MONTH) });
    expect(await remindersTo(owner)).toHaveLength(count);

    // Once the member no longer owns the listing, the link confirms nothing.
    await db.listingOwner.delete({ where: { id: ownerRowId } });
    expect((await postLink(token)).headers.get("location")).toBe("/owner/confirm?status=invalid");
  });

  it("runs from the scheduler's route with the bearer secret only", async () => {
    const path = "/api/cron/owner-reminders";
    expect((await call(cronRoute, path, { method: "POST" })).status).toBe(401);
    const run = await call(cronRoute, path, {
      method: "POST",
      headers: { authorization: `Bearer ${process.env.CRON_SECRET}` },
    });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ considered: expect.any(Number), sent: expect.any(Number) });
  });
});

describe("Everything is still correct, on the dashboard", () => {
  it("is the owners' only; anyone else's listing id is a 404", async () => {
    expect((await confirm(null, other.id)).status).toBe(401);
    expect((await confirm(owner, other.id)).status).toBe(404);
    expect((await confirm(newOwner, other.id)).status).toBe(404);
    expect((await confirm(stranger, "no-such-listing")).status).toBe(404);
    expect((await db.listing.findUniqueOrThrow({ where: { id: other.id } })).lastVerifiedAt).toBeNull();

    const response = await confirm(stranger, other.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { lastVerifiedAt: string; verifiedBy: string; updatedAt: string };
    expect(body.verifiedBy).toBe("owner");
    const stored = await db.listing.findUniqueOrThrow({ where: { id: other.id } });
    expect(stored.lastVerifiedAt?.toISOString()).toBe(body.lastVerifiedAt);
    // The new version comes back, so the owner's open editor saves against it (no 409).
    expect(stored.updatedAt.toISOString()).toBe(body.updatedAt);
    expect(
      await db.auditLog.count({
        where: { entityId: other.id, action: "listing.verify", actor: `owner:${stranger.userId}` },
      }),
    ).toBe(1);
  });
});
