// Reports from visitors: anyone reports a problem (anonymous visitors answer the captcha), a repeated report of the
// same reason on the same listing is one row, 3 an hour per member and per address; owners and reporters are told;
// the admin resolves (edit, unpublish, merge) or dismisses, audited; an unpublished listing's URL is gone, a merged
// one's redirects.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as actRoute } from "@/app/api/admin/reports/[id]/route";
import { POST as reportRoute } from "@/app/api/listings/[id]/reports/route";
import { db } from "@/server/db/client";
import { listReports } from "@/server/reports/queries";
import { issueCaptcha } from "@/server/captcha/challenge";
import { findRetiredListing } from "@/server/listings/read/queries";
import { sitemapListingsPage } from "@/server/sitemap/queries";
import { call, type Member } from "../alerts/members";
import { adminRequest, routeContext, signInAsAdmin } from "../admin/admin-session";
import { deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";
import { clinic, emailText, makeOwner, member } from "./owner-fixtures";

let adminToken = "";
const made: { id: string }[] = [];
let reporter: Member;
let address = 0;
const ip = () => `198.18.200.${++address}`;

beforeAll(async () => {
  adminToken = await signInAsAdmin();
  reporter = await member("reporter");
});
afterAll(() => deleteListings(made));

async function listing(name: string) {
  const row = await clinic(name);
  made.push(row);
  return row;
}

function captcha() {
  const challenge = issueCaptcha();
  const [, a, b] = /(\d+) \+ (\d+)/.exec(challenge.question) ?? [];
  return { captchaToken: challenge.token, captchaAnswer: String(Number(a) + Number(b)) };
}

const report = (id: string, body: unknown, init: { cookie?: string; ip?: string } = {}) =>
  call(
    reportRoute,
    `/api/listings/${id}/reports`,
    { method: "POST", body, cookie: init.cookie, ip: init.ip ?? ip() },
    { id },
  );
const act = (id: string, body: unknown) =>
  actRoute(adminRequest(`/api/admin/reports/${id}`, { method: "POST", body, token: adminToken }), routeContext({ id }));

describe("reporting a problem", () => {
  it("asks anonymous visitors for the captcha, members not; names the field; owners are emailed", async () => {
    const place = await listing("Reported Clinic");
    const owner = await member("reported-owner");
    await makeOwner(place.id, owner.userId);

    const noCaptcha = await report(place.id, { reason: "closed" });
    expect(noCaptcha.status).toBe(400);
    expect((await noCaptcha.json()).error.fields.captchaAnswer).toBeDefined();
    const wrongInfo = await report(place.id, {
      reason: "wrong_info",
      message: "The phone rings nowhere.",
      ...captcha(),
    });
    expect(wrongInfo.status).toBe(400);
    expect((await wrongInfo.json()).error.fields.field.map((e: { message: string }) => e.message)).toEqual([
      "Choose which information is wrong",
    ]);
    const tooLong = await report(place.id, { reason: "other", message: "x".repeat(1_001), ...captcha() });
    expect((await tooLong.json()).error.fields.message).toBeDefined();

    const anonymous = await report(place.id, {
      reason: "wrong_info",
      field: "Phone",
      message: "The phone rings nowhere.",
      email: "Visitor@Example.com",
      ...captcha(),
    });
    expect(anonymous.status).toBe(201);
    const { id, repeated } = (await anonymous.json()) as { id: string; repeated: boolean };
    expect(repeated).toBe(false);
    expect(await emailText(`owner-report:${id}:${owner.userId}`)).toContain("some information is wrong (phone)");

    // The same reason and field again, by a member: the same row, counted twice, the owner not emailed again.
    const again = await report(
      place.id,
      { reason: "wrong_info", field: "Phone", message: "Still wrong." },
      { cookie: reporter.cookie },
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id, repeated: true });
    const row = await db.listingReport.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      count: 2,
      messages: ["The phone rings nowhere.", "Still wrong."],
      emails: ["visitor@example.com"],
    });
    expect(await db.outboundEmail.count({ where: { dedupeKey: { startsWith: `owner-report:${id}` } } })).toBe(1);
    // Another field is another report.
    const address = await report(
      place.id,
      { reason: "wrong_info", field: "Address or location" },
      { cookie: reporter.cookie },
    );
    expect((await address.json()).id).not.toBe(id);
  });

  it("refuses unpublished or unknown listings, and counts 3 reports an hour per member and per address", async () => {
    expect((await report("no-such-listing", { reason: "other", ...captcha() })).status).toBe(404);
    const place = await listing("Busy Reported Clinic");
    const busy = await member("busy-reporter");
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await report(place.id, { reason: "other" }, { cookie: busy.cookie })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const shared = "198.18.201.1";
    const fromOneAddress = [];
    for (let i = 0; i < 4; i++)
      fromOneAddress.push(
        (await report(place.id, { reason: "other" }, { cookie: (await member(`shared-${i}`)).cookie, ip: shared }))
          .status,
      );
    expect(fromOneAddress).toEqual([201, 201, 201, 429]);
  });
});

describe("the admin's report queue", () => {
  it("groups open reports by listing, dismisses with a note (audited) and tells the reporter once", async () => {
    const place = await listing("Dismissed Clinic");
    const { id } = (await (
      await report(place.id, {
        reason: "misleading_claims",
        message: "Promises eternal youth.",
        email: "watcher@example.com",
        ...captcha(),
      })
    ).json()) as { id: string };
    const group = (await listReports()).open.find((entry) => entry.listing.id === place.id);
    expect(group?.reports.map((entry) => entry.id)).toEqual([id]);

    const dismissed = await act(id, { action: "dismissed", note: "Claims are sourced." });
    expect(dismissed.status).toBe(200);
    expect(await db.listingReport.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "dismissed",
      adminNote: "Claims are sourced.",
      emails: [],
    });
    expect(await emailText(`report-outcome:${id}:watcher@example.com`)).toContain("left it as it is");
    expect(await db.auditLog.count({ where: { entityId: id, action: "report.dismiss" } })).toBe(1);
    expect((await act(id, { action: "edited" })).status).toBe(409);
    expect((await act("no-such-report", { action: "edited" })).status).toBe(404);
    const anonymous = await actRoute(
      adminRequest(`/api/admin/reports/${id}`, { method: "POST", body: { action: "edited" } }),
      routeContext({ id }),
    );
    expect(anonymous.status).toBe(401);
  });

  it("keeps each address with the language it reported in, and tells each reporter in theirs", async () => {
    const place = await listing("Multilingual Report Clinic");
    const body = { reason: "closed", ...captcha() };
    const { id } = (await (await report(place.id, { ...body, email: "leser@example.com", locale: "de" })).json()) as {
      id: string;
    };
    await report(place.id, { reason: "closed", ...captcha(), email: "lectrice@example.com", locale: "fr" });
    await report(place.id, { reason: "closed", ...captcha(), email: "reader@example.com" });
    await report(place.id, { reason: "closed", ...captcha(), email: "leser@example.com", locale: "it" });
    expect(await db.listingReport.findUniqueOrThrow({ where: { id } })).toMatchObject({
      count: 4,
      emails: ["leser@example.com", "lectrice@example.com", "reader@example.com"],
      emailLocales: ["de", "fr", "en"],
    });
    expect((await report(place.id, { reason: "closed", ...captcha(), locale: "xx" })).status).toBe(400);

    expect((await act(id, { action: "unpublished" })).status).toBe(200);
    expect(await emailText(`report-outcome:${id}:leser@example.com`)).toContain("aus dem Verzeichnis genommen");
    expect(await emailText(`report-outcome:${id}:lectrice@example.com`)).toContain("retiré la fiche de l’annuaire");
    expect(await emailText(`report-outcome:${id}:reader@example.com`)).toContain("took the listing off the directory");
    expect(await db.listingReport.findUniqueOrThrow({ where: { id } })).toMatchObject({ emails: [], emailLocales: [] });
  });

  it("unpublishing resolves every open report of the listing, and its URL is gone", async () => {
    const place = await listing("Closed For Good Clinic");
    const first = (await (await report(place.id, { reason: "closed", ...captcha() })).json()) as { id: string };
    await report(place.id, { reason: "other", message: "Nobody answers." }, { cookie: reporter.cookie });
    expect(await findRetiredListing(["clinic"], place.slug)).toBeNull();
    const resolved = await act(first.id, { action: "unpublished", note: "Confirmed closed." });
    expect(await resolved.json()).toEqual({ closed: 2 });
    expect((await db.listing.findUniqueOrThrow({ where: { id: place.id } })).status).toBe("draft");
    expect(await db.listingReport.count({ where: { listingId: place.id, status: "open" } })).toBe(0);
    expect(await findRetiredListing(["clinic"], place.slug)).toEqual({ type: "gone" });
    expect(await db.auditLog.count({ where: { entityId: place.id, action: "listing.unpublish" } })).toBe(1);
    expect(revalidatedTags).toContain("sitemap");
    expect((await sitemapListingsPage(0, 50_000)).some((entry) => entry.slug === place.slug)).toBe(false);
    // A listing that was never public is not "gone": its URL stays a plain 404.
    const draft = await db.listing.create({
      data: { kind: "clinic", slug: `never-public-${place.slug}`, name: "Never Public" },
    });
    made.push(draft);
    expect(await findRetiredListing(["clinic"], draft.slug)).toBeNull();
  });

  it("merging moves favorites, reviews and owners to the kept listing, and the old URL redirects there", async () => {
    const [kept, duplicate] = [await listing("Kept Clinic"), await listing("Duplicate Clinic")];
    const [fan, critic, both] = [await member("fan"), await member("critic"), await member("both")];
    await db.favorite.createMany({
      data: [
        { userId: fan.userId, listingId: duplicate.id },
        { userId: both.userId, listingId: duplicate.id },
        { userId: both.userId, listingId: kept.id },
      ],
    });
    await db.review.createMany({
      data: [
        { userId: critic.userId, listingId: duplicate.id, rating: 2, body: "Meh." },
        { userId: both.userId, listingId: duplicate.id, rating: 5, body: "On the duplicate." },
        { userId: both.userId, listingId: kept.id, rating: 4, body: "On the kept one." },
      ],
    });
    const duplicateOwner = await member("duplicate-owner");
    await makeOwner(duplicate.id, duplicateOwner.userId);
    const { id } = (await (
      await report(duplicate.id, { reason: "duplicate", duplicateOf: "Kept Clinic", ...captcha() })
    ).json()) as { id: string };

    expect((await act(id, { action: "merged" })).status).toBe(400);
    expect((await act(id, { action: "merged", mergeInto: duplicate.id })).status).toBe(400);
    const merged = await act(id, { action: "merged", mergeInto: `https://longevity.example/clinic/${kept.slug}` });
    expect(merged.status).toBe(200);
    expect(await db.favorite.count({ where: { listingId: kept.id } })).toBe(2);
    expect(await db.review.count({ where: { listingId: kept.id } })).toBe(2);
    expect(await db.listing.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({ reviewCount: 2, rating: 3 });
    expect(await db.listingOwner.count({ where: { listingId: kept.id, userId: duplicateOwner.userId } })).toBe(1);
    expect(await db.listing.findUniqueOrThrow({ where: { id: duplicate.id } })).toMatchObject({
      status: "draft",
      mergedIntoId: kept.id,
    });
    expect(await findRetiredListing(["clinic"], duplicate.slug)).toEqual({
      type: "merged",
      location: `/clinic/${kept.slug}`,
    });
  });
});
