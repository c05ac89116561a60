// POST /api/newsletter end to end: route handler → zod → DB-backed rate limit → one row per address →
// confirmation email really delivered over SMTP → its links followed through the mutations.
import { fieldMessages } from "../support/coded-errors";
import { randomUUID } from "node:crypto";
import type { ApiErrorBody } from "@/lib/http/app-error";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type ReceivedEmail, type TestSmtpServer } from "../support/smtp";

const SITE = "https://longevity.test";
const context = { params: Promise.resolve({}) };

// Route and server modules read env() once, on first use; load them after SMTP_URL points at the test server.
let smtp: TestSmtpServer;
let POST: typeof import("@/app/api/newsletter/route").POST;
let UNSUBSCRIBE: typeof import("@/app/api/newsletter/unsubscribe/route").POST;
let mutations: typeof import("@/server/newsletter/mutations");
let db: typeof import("@/server/db/client").db;

const unique = () => randomUUID().slice(0, 8);
let ipCounter = 0;
/** A fresh documentation-range address per test, so rate-limit buckets never leak between tests. */
const nextIp = () => `198.51.100.${++ipCounter}`;

function signup(body: unknown, ip = "203.0.113.7", raw?: string) {
  return POST(
    new NextRequest(`${SITE}/api/newsletter`, {
      method: "POST",
      body: raw ?? JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }),
    context,
  );
}

function formSignup(fields: Record<string, string>, ip: string) {
  return POST(
    new NextRequest(`${SITE}/api/newsletter`, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    }),
    context,
  );
}

function unsubscribePost(token: string, body: string) {
  return UNSUBSCRIBE(
    new NextRequest(`${SITE}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    context,
  );
}

function linkToken(email: ReceivedEmail, path: string): string {
  const pattern = new RegExp(`${SITE.replace(/\./g, "\\.")}${path.replace(/\//g, "\\/")}\\?token=([A-Za-z0-9_-]+)`);
  const token = pattern.exec(email.text)?.[1];
  if (!token) throw new Error(`No ${path} link in:\n${email.text}`);
  return token;
}

const subscriber = (email: string) => db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.SITE_URL = SITE;
  process.env.EMAIL_FROM = "Longevity Directory <hello@longevity.test>";
  ({ POST } = await import("@/app/api/newsletter/route"));
  ({ POST: UNSUBSCRIBE } = await import("@/app/api/newsletter/unsubscribe/route"));
  mutations = await import("@/server/newsletter/mutations");
  ({ db } = await import("@/server/db/client"));
});

afterAll(async () => {
  await smtp?.stop();
});

describe("POST /api/newsletter", () => {
  it("stores a new address once and delivers a confirmation email whose links confirm and unsubscribe", async () => {
    const address = `ada-${unique()}@example.com`;
    const res = await signup({ email: `  ${address.toUpperCase()} `, source: "home" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: expect.stringMatching(/check your inbox/i) });

    const row = await subscriber(address);
    expect(row).toMatchObject({ email: address, status: "pending", source: "home", confirmedAt: null });
    expect(row.confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [message] = await smtp.waitForMessages(1, { to: address });
    expect(message!.envelope.from).toBe("hello@longevity.test");
    expect(message!.subject).toMatch(/confirm/i);
    const confirmToken = linkToken(message!, "/newsletter/confirm");
    const unsubscribeToken = linkToken(message!, "/newsletter/unsubscribe");
    expect(confirmToken).toBe(row.confirmToken);
    expect(unsubscribeToken).toBe(row.unsubscribeToken);
    expect(message!.html).toContain(`${SITE}/newsletter/confirm?token=${confirmToken}`);
    expect(message!.headers["list-unsubscribe"]).toBe(`<${SITE}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`);
    expect(message!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const outbound = await db.outboundEmail.findMany({ where: { to: address } });
    expect(outbound).toHaveLength(1);
    expect(outbound[0]).toMatchObject({ status: "sent", template: "newsletter-confirmation", attempts: 1 });
    expect(outbound[0]!.messageId).toBeTruthy();
    expect(outbound[0]!.sentAt).toBeInstanceOf(Date);

    // The confirm link (what /newsletter/confirm runs): pending → confirmed, and again is harmless.
    expect(await mutations.confirmNewsletterSubscription(confirmToken)).toEqual({
      ok: true,
      email: address,
      changed: true,
    });
    expect((await subscriber(address)).status).toBe("confirmed");
    expect(await mutations.confirmNewsletterSubscription(confirmToken)).toEqual({
      ok: true,
      email: address,
      changed: false,
    });

    // RFC 8058 one-click from the mail client: confirmed → unsubscribed.
    const oneClick = await unsubscribePost(unsubscribeToken, "List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    const after = await subscriber(address);
    expect(after.status).toBe("unsubscribed");
    expect(after.unsubscribedAt).toBeInstanceOf(Date);

    // The old confirmation link cannot re-subscribe anyone.
    expect(await mutations.confirmNewsletterSubscription(confirmToken)).toEqual({ ok: false });
    expect((await subscriber(address)).status).toBe("unsubscribed");
  });

  it("treats a repeat sign-up as success: same response, no second row, no second email", async () => {
    const address = `repeat-${unique()}@example.com`;
    const ip = nextIp();
    const first = await signup({ email: address }, ip);
    await smtp.waitForMessages(1, { to: address });
    const second = await signup({ email: address.toUpperCase() }, ip);
    const third = await signup({ email: ` ${address}` }, ip);

    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    const bodies = await Promise.all([first.json(), second.json(), third.json()]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);

    expect(await db.newsletterSubscriber.count({ where: { email: address } })).toBe(1);
    expect(await db.outboundEmail.count({ where: { to: address } })).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.envelope.to.includes(address))).toHaveLength(1);
  });

  it("sends concurrent sign-ups for one new address a single email", async () => {
    const address = `race-${unique()}@example.com`;
    const ip = nextIp();
    const responses = await Promise.all(Array.from({ length: 4 }, () => signup({ email: address }, ip)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await smtp.waitForMessages(1, { to: address });
    expect(await db.newsletterSubscriber.count({ where: { email: address } })).toBe(1);
    expect(await db.outboundEmail.count({ where: { to: address } })).toBe(1);
  });

  it("resends the confirmation only when the address is still pending after 24 hours", async () => {
    const address = `later-${unique()}@example.com`;
    await signup({ email: address }, nextIp());
    await smtp.waitForMessages(1, { to: address });
    const row = await subscriber(address);
    const hours = (h: number) => new Date(row.createdAt.getTime() + h * 3_600_000);

    expect((await mutations.subscribeToNewsletter({ email: address }, hours(23))).confirmationEmail).toBe("skipped");
    expect((await mutations.subscribeToNewsletter({ email: address }, hours(25))).confirmationEmail).toBe("sent");
    expect((await mutations.subscribeToNewsletter({ email: address }, hours(26))).confirmationEmail).toBe("skipped");
    const messages = await smtp.waitForMessages(2, { to: address });
    // The resent email carries the same, still valid links.
    expect(linkToken(messages[1]!, "/newsletter/confirm")).toBe(row.confirmToken);
    expect(await db.newsletterSubscriber.count({ where: { email: address } })).toBe(1);
  });

  it("sends nothing to an address that already confirmed", async () => {
    const address = `confirmed-${unique()}@example.com`;
    await signup({ email: address }, nextIp());
    await smtp.waitForMessages(1, { to: address });
    await mutations.confirmNewsletterSubscription((await subscriber(address)).confirmToken);
    const res = await signup({ email: address }, nextIp());
    expect(res.status).toBe(200);
    expect(
      await mutations.subscribeToNewsletter({ email: address }, new Date(Date.now() + 72 * 3_600_000)),
    ).toMatchObject({
      status: "confirmed",
      confirmationEmail: "skipped",
    });
    expect(await db.outboundEmail.count({ where: { to: address } })).toBe(1);
  });

  it("starts a fresh double opt-in when an unsubscribed address signs up again", async () => {
    const address = `again-${unique()}@example.com`;
    await signup({ email: address }, nextIp());
    const [first] = await smtp.waitForMessages(1, { to: address });
    const oldConfirm = linkToken(first!, "/newsletter/confirm");
    expect((await mutations.unsubscribeFromNewsletter(linkToken(first!, "/newsletter/unsubscribe"))).ok).toBe(true);

    await signup({ email: address }, nextIp());
    const messages = await smtp.waitForMessages(2, { to: address });
    const newConfirm = linkToken(messages[1]!, "/newsletter/confirm");
    expect(newConfirm).not.toBe(oldConfirm);
    expect((await subscriber(address)).status).toBe("pending");
    expect(await mutations.confirmNewsletterSubscription(oldConfirm)).toEqual({ ok: false });
    expect(await mutations.confirmNewsletterSubscription(newConfirm)).toMatchObject({ ok: true, changed: true });
    expect((await subscriber(address)).status).toBe("confirmed");
  });

  it("rejects an invalid email with 400 and a field message", async () => {
    const res = await signup({ email: "not-an-email" }, nextIp());
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ApiErrorBody;
    expect(fieldMessages(error.fields).email).toEqual(["Please enter a valid email address"]);
    expect(error.message).toContain("email");
    expect(await db.newsletterSubscriber.count({ where: { email: "not-an-email" } })).toBe(0);
  });

  it("rejects a missing email with 400", async () => {
    const res = await signup({}, nextIp());
    expect(res.status).toBe(400);
    expect(fieldMessages(((await res.json()) as ApiErrorBody).error.fields).email).toEqual(["Email is required"]);
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await signup(undefined, nextIp(), "{ email: nope");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request", message: "Malformed JSON body" } });
  });

  it("rejects an oversized body with 413", async () => {
    const res = await signup(
      undefined,
      nextIp(),
      JSON.stringify({ email: "a@example.com", padding: "x".repeat(5_000) }),
    );
    expect(res.status).toBe(413);
  });

  it("allows 10 attempts per IP per hour, then answers 429 with Retry-After", async () => {
    const ip = "203.0.113.250";
    for (let i = 0; i < 10; i++) expect((await signup(undefined, ip, "not json")).status).toBe(400);
    const limited = await signup({ email: `limited-${unique()}@example.com` }, ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(await limited.json()).toMatchObject({
      error: { code: "rate_limited", message: expect.stringMatching(/too many/i) },
    });
    // Other callers are unaffected.
    expect((await signup({ email: `other-${unique()}@example.com` }, nextIp())).status).toBe(200);
  });

  it("works as a plain HTML form post (no JavaScript): 303 to the check-inbox page", async () => {
    const address = `form-${unique()}@example.com`;
    const ok = await formSignup({ email: address, source: "home" }, nextIp());
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/newsletter/check-inbox");
    expect((await subscriber(address)).source).toBe("home");
    await smtp.waitForMessages(1, { to: address });

    const bad = await formSignup({ email: "nope" }, nextIp());
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/newsletter/check-inbox?error=invalid");
  });
});

describe("POST /api/newsletter/unsubscribe", () => {
  it("from the confirmation page: unsubscribes and redirects to the outcome", async () => {
    const address = `page-${unique()}@example.com`;
    await signup({ email: address }, nextIp());
    const [message] = await smtp.waitForMessages(1, { to: address });
    const token = linkToken(message!, "/newsletter/unsubscribe");

    const res = await unsubscribePost(token, "from=page");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/newsletter/unsubscribe?status=unsubscribed");
    expect((await subscriber(address)).status).toBe("unsubscribed");

    // Idempotent: a second press (or a mail client's one-click) still succeeds.
    expect((await unsubscribePost(token, "from=page")).headers.get("location")).toBe(
      "/newsletter/unsubscribe?status=unsubscribed",
    );
    expect((await unsubscribePost(token, "List-Unsubscribe=One-Click")).status).toBe(200);
  });

  it("answers unknown tokens with 404 (one-click) or the invalid-link page (form)", async () => {
    const unknown = "A".repeat(43);
    expect((await unsubscribePost(unknown, "List-Unsubscribe=One-Click")).status).toBe(404);
    expect((await unsubscribePost("garbage", "List-Unsubscribe=One-Click")).status).toBe(404);
    const form = await unsubscribePost(unknown, "from=page");
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/newsletter/unsubscribe?status=invalid");
  });
});
