// Claiming a listing: a code sent to an address at the website's registrable domain, a token in a file or meta tag
// on the website (fetched through the SSRF-safe fetch, here from a local site), or a note for the admin. Codes are
// hashed, single-use, bound to their claim, and tried at most five times; limits are counted per member.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as startRoute } from "@/app/api/claims/route";
import { POST as verifyRoute } from "@/app/api/claims/[id]/verify/route";
import type { ClaimView } from "@/lib/owners/claim-schema";
import { db } from "@/server/db/client";
import { claimCodeHash } from "@/server/owners/claims/proof";
import { getOwnerVerifiedAt } from "@/server/owners/verified-at";
import { call, type Member } from "../alerts/members";
import { resetEnrichmentFetch, useLoopbackEnrichment } from "../support/enrichment-fetch";
import { deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";
import { clinic, emailText, member } from "./owner-fixtures";

const created: { id: string }[] = [];
let site: Server;
let port = 0;
/** What the local website serves: path → [content type, body]. */
const pages = new Map<string, [string, string]>();

beforeAll(async () => {
  site = createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("<h1>Not found</h1>");
    }
    res.writeHead(200, { "content-type": page[0] });
    res.end(page[1]);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  port = (site.address() as AddressInfo).port;
  useLoopbackEnrichment([port]);
});

afterAll(async () => {
  resetEnrichmentFetch();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await deleteListings(created);
});

async function listing(name: string, website?: string) {
  const row = await clinic(name, website);
  created.push(row);
  return row;
}

const start = (who: Member, body: unknown) =>
  call(startRoute, "/api/claims", { method: "POST", body, cookie: who.cookie });
const verify = (who: Member, claimId: string, body: unknown = {}) =>
  call(verifyRoute, `/api/claims/${claimId}/verify`, { method: "POST", body, cookie: who.cookie }, { id: claimId });

async function codeOf(claimId: string): Promise<string> {
  return /\b(\d{6})\b/.exec(await emailText(`owner-claim-code:${claimId}`))?.[1] ?? "";
}

describe("claiming by an address at the website's domain", () => {
  it("sends a code to that domain only, stores it hashed, and makes the member an owner once", async () => {
    const place = await listing("Domain Clinic", "https://www.domain-clinic-a1.co.uk/about");
    const owner = await member("claimer");

    const outside = await start(owner, { listingId: place.id, method: "email", email: "me@gmail.com" });
    expect(outside.status).toBe(400);
    expect((await outside.json()).error.fields.email[0].message).toContain("domain-clinic-a1.co.uk");

    const response = await start(owner, {
      listingId: place.id,
      method: "email",
      email: "Info@Mail.Domain-Clinic-A1.co.uk",
    });
    expect(response.status).toBe(201);
    const claim = (await response.json()) as ClaimView;
    expect(claim).toMatchObject({
      method: "email",
      status: "pending",
      email: "info@mail.domain-clinic-a1.co.uk",
      token: null,
    });
    const code = await codeOf(claim.id);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await db.listingClaim.findUniqueOrThrow({ where: { id: claim.id } });
    expect(stored.codeHash).toBe(claimCodeHash(claim.id, code));
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

    const proved = await verify(owner, claim.id, { code });
    expect(proved.status).toBe(200);
    expect(await proved.json()).toMatchObject({ status: "verified" });
    expect(await db.listingOwner.count({ where: { listingId: place.id, userId: owner.userId, method: "email" } })).toBe(
      1,
    );
    expect(await getOwnerVerifiedAt(place.id)).not.toBeNull();
    expect(revalidatedTags).toContain(`listing:${place.id}`);
    const audit = await db.auditLog.findFirst({ where: { entityId: place.id, action: "listing.owner.claim" } });
    expect(audit?.actor).toBe(`owner:${owner.userId}`);

    // Single use: the same code again finds no pending claim.
    expect((await verify(owner, claim.id, { code })).status).toBe(404);
    // An owner already cannot claim again.
    expect((await start(owner, { listingId: place.id, method: "file" })).status).toBe(409);
  });

  it("refuses a wrong code five times at most, then the code is void", async () => {
    const place = await listing("Guessing Clinic", "https://guessing-clinic-b2.de");
    const guesser = await member("guesser");
    const claim = (await (
      await start(guesser, { listingId: place.id, method: "email", email: "x@guessing-clinic-b2.de" })
    ).json()) as ClaimView;
    const code = await codeOf(claim.id);
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await verify(guesser, claim.id, { code: wrong });
    expect(first.status).toBe(400);
    expect((await first.json()).error.fields.code[0].message).toContain("4 tries left");
    for (let i = 0; i < 3; i++) expect((await verify(guesser, claim.id, { code: wrong })).status).toBe(400);
    // The rate limit (5 an hour per member) is reached: a new member goes on guessing against the same claim id.
    const fifth = await db.listingClaim.update({
      where: { id: claim.id },
      data: { attempts: 5 },
      select: { attempts: true },
    });
    expect(fifth.attempts).toBe(5);
    const other = await member("second-guesser");
    await db.listingClaim.update({ where: { id: claim.id }, data: { userId: other.userId } });
    const void_ = await verify(other, claim.id, { code });
    expect(void_.status).toBe(400);
    expect((await void_.json()).error.fields.code[0].message).toBe("Too many wrong codes. Request a new one.");
    expect(await db.listingOwner.count({ where: { listingId: place.id } })).toBe(0);
  });

  it("refuses an expired code, and a code of another listing's claim", async () => {
    const [one, two] = [
      await listing("Replay One", "https://replay-one-c3.example"),
      await listing("Replay Two", "https://replay-two-c3.example"),
    ];
    const who = await member("replayer");
    const first = (await (
      await start(who, { listingId: one.id, method: "email", email: "a@replay-one-c3.example" })
    ).json()) as ClaimView;
    const second = (await (
      await start(who, { listingId: two.id, method: "email", email: "a@replay-two-c3.example" })
    ).json()) as ClaimView;
    // The first listing's code proves nothing for the second listing's claim.
    const replay = await verify(who, second.id, { code: await codeOf(first.id) });
    expect(replay.status).toBe(400);
    await db.listingClaim.update({ where: { id: first.id }, data: { codeExpiresAt: new Date(Date.now() - 1000) } });
    const expired = await verify(who, first.id, { code: await codeOf(first.id) });
    expect((await expired.json()).error.fields.code[0].message).toContain("expired");
    expect(await db.listingOwner.count({ where: { userId: who.userId } })).toBe(0);
  });

  it("needs a confirmed address, a signed-in member, and counts 5 claim actions an hour per member", async () => {
    const place = await listing("Limit Clinic", "https://limit-clinic-d4.example");
    const unconfirmed = await member("unconfirmed", { verified: false });
    expect((await start(unconfirmed, { listingId: place.id, method: "manual", note: "I run it" })).status).toBe(403);
    expect(
      (await call(startRoute, "/api/claims", { method: "POST", body: { listingId: place.id, method: "file" } })).status,
    ).toBe(401);
    const busy = await member("busy");
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await start(busy, { listingId: place.id, method: "file" })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Starting again cancelled the earlier ones: one claim in progress.
    expect(
      await db.listingClaim.count({ where: { listingId: place.id, userId: busy.userId, status: "pending" } }),
    ).toBe(1);
  });

  it("counts 20 claim actions an hour per address, whatever the member", async () => {
    const place = await listing("Address Limit Clinic", "https://address-limit-e5.example");
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const who = i % 5 === 0 || i === 20 ? await member(`address-${i}`) : null;
      const actor = who ?? (await member(`address-x-${i}`));
      statuses.push(
        (
          await call(startRoute, "/api/claims", {
            method: "POST",
            body: { listingId: place.id, method: "file" },
            cookie: actor.cookie,
            ip,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("claiming by a token on the website", () => {
  it("finds the token in the well-known file or in the home page's meta tag, for that claim only", async () => {
    const website = `https://token-site.example:${port}`;
    const place = await listing("Token Clinic", website);
    const other = await listing("Other Token Clinic", `https://other-token.example:${port}`);
    const who = await member("token");

    const claim = (await (await start(who, { listingId: place.id, method: "meta" })).json()) as ClaimView;
    expect(claim.token).toMatch(/^ld-[A-Za-z0-9_-]{32}$/);
    const missing = await verify(who, claim.id);
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.message).toContain(claim.token);

    // The token placed for this claim does not prove another listing's claim on the same site.
    const otherClaim = (await (await start(who, { listingId: other.id, method: "meta" })).json()) as ClaimView;
    pages.set("/", [
      "text/html; charset=utf-8",
      `<html><head><meta name="longevity-directory-verification" content="${claim.token}"></head></html>`,
    ]);
    expect((await verify(who, otherClaim.id)).status).toBe(422);
    expect(await verify(who, claim.id).then((r) => r.json())).toMatchObject({ status: "verified" });
    expect(await db.listingOwner.findFirst({ where: { listingId: place.id, userId: who.userId } })).toMatchObject({
      method: "meta",
    });
    pages.clear();

    // 5 claim actions an hour per member: the rest by a colleague.
    const colleague = await member("token-file");
    const fileClaim = (await (await start(colleague, { listingId: other.id, method: "file" })).json()) as ClaimView;
    pages.set("/.well-known/longevity-directory.txt", ["text/plain", `# verification\n${fileClaim.token}\n`]);
    expect(await verify(colleague, fileClaim.id).then((r) => r.json())).toMatchObject({ status: "verified" });
    expect(await db.listingOwner.findFirst({ where: { listingId: other.id, userId: colleague.userId } })).toMatchObject(
      { method: "file" },
    );
    pages.clear();
  });

  it("a website on an address has no domain for a code, but takes a token", async () => {
    const place = await listing("Address Site Clinic", "https://203.0.113.9");
    const who = await member("address-site");
    const email = await start(who, { listingId: place.id, method: "email", email: "a@203.0.113.9" });
    expect(email.status).toBe(400);
    expect((await email.json()).error.fields.method).toBeDefined();
    expect(await (await start(who, { listingId: place.id, method: "meta" })).json()).toMatchObject({
      method: "meta",
      status: "pending",
    });
    const bare = await listing("No Site Clinic", "");
    expect((await start(who, { listingId: bare.id, method: "file" })).status).toBe(400);
  });

  it("a manual claim waits for the admin and cannot be verified by the member", async () => {
    const place = await listing("Manual Clinic");
    const who = await member("manual");
    expect((await start(who, { listingId: place.id, method: "manual" })).status).toBe(400);
    const claim = (await (
      await start(who, { listingId: place.id, method: "manual", note: "I am the medical director." })
    ).json()) as ClaimView;
    expect(claim).toMatchObject({ method: "manual", status: "pending", note: "I am the medical director." });
    expect((await verify(who, claim.id)).status).toBe(409);
    // Another member's claim id is a 404.
    expect((await verify(await member("stranger"), claim.id)).status).toBe(404);
  });
});
