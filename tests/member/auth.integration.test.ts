import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import { POST as signInRoute } from "@/app/api/auth/signin/route";
import { POST as signOutRoute } from "@/app/api/auth/signout/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { POST as forgotRoute } from "@/app/api/auth/password/forgot/route";
import { POST as resetRoute } from "@/app/api/auth/password/reset/route";
import { GET as logoutRoute } from "@/app/api/logout/route";
import { db } from "@/server/db/client";
import { confirmEmail } from "@/server/account/auth-mutations";
import { MEMBER_HINT_COOKIE } from "@/lib/auth/member-hint";
import { sessionCookieName, withMemberHint } from "@/server/auth/member/session";

const token = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-${token}@example.com`;
const PASSWORD = "correct horse battery";
const context = { params: Promise.resolve({}) };
let client = 0;

function request(path: string, init: { method?: string; body?: unknown; cookie?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": init.ip ?? `203.0.113.${(++client % 200) + 1}` };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.cookie) headers.cookie = `${sessionCookieName()}=${init.cookie}`;
  return new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The session cookie a response sets ("" when it clears it). */
function cookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return new RegExp(`${sessionCookieName()}=([^;]*)`).exec(header)?.[1] ?? "";
}

const signUp = (body: unknown) => signUpRoute(request("/api/auth/signup", { method: "POST", body }), context);
const signIn = (body: unknown, ip?: string) =>
  signInRoute(request("/api/auth/signin", { method: "POST", body, ip }), context);
const me = (cookie?: string) => userRoute(request("/api/auth/user", { cookie }), context);

afterAll(async () => {
  await db.user.deleteMany({ where: { email: { endsWith: `-${token}@example.com` } } });
  await db.loginAttempt.deleteMany({ where: { key: { endsWith: `-${token}@example.com` } } });
});

describe("accounts", () => {
  it("signs up, is signed in at once, and sees itself at /api/auth/user; the password is stored as Argon2id", async () => {
    const response = await signUp({
      fullName: "Ada Lovelace",
      email: email("ada"),
      password: PASSWORD,
      location: "Berlin",
      notifications: true,
    });
    expect(response.status).toBe(201);
    const cookie = cookieOf(response);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly;.*SameSite=Lax/);
    const user = await (await me(cookie)).json();
    expect(user).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: email("ada"),
      location: "Berlin",
      profileImageUrl: null,
      emailVerified: false,
    });
    const row = await db.user.findUniqueOrThrow({ where: { email: email("ada") } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.notifyNewListings).toBe(true);
  });

  it("answers 401 without a session, and with a forged or tampered cookie", async () => {
    expect((await me()).status).toBe(401);
    expect((await me("not-a-jwt")).status).toBe(401);
    const real = cookieOf(await signIn({ email: email("ada"), password: PASSWORD }));
    expect((await me(`${real.slice(0, -4)}AAAA`)).status).toBe(401);
  });

  it("refuses a taken email with a clear message, weak and common passwords, and bad input with field messages", async () => {
    const taken = await signUp({ fullName: "Ada Again", email: email("ada").toUpperCase(), password: PASSWORD });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.fields.email[0].message).toMatch(/already exists/);
    const short = await signUp({ fullName: "Bob", email: email("bob"), password: "short" });
    expect((await short.json()).error.fields.password[0].message).toMatch(/at least 10 characters/);
    const common = await signUp({ fullName: "Bob", email: email("bob"), password: "password123!" });
    expect(common.status).toBe(400);
    expect((await common.json()).error.fields.password[0].message).toMatch(/too common/);
    const missing = await signUp({ email: "not-an-email", password: "" });
    expect(Object.keys((await missing.json()).error.fields).sort()).toEqual(["email", "fullName", "password"]);
  });

  it("gives one generic message for a wrong password and an unknown email", async () => {
    const wrong = await signIn({ email: email("ada"), password: "wrong password here" });
    const unknown = await signIn({ email: email("nobody"), password: "wrong password here" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).error.message).toBe((await unknown.json()).error.message);
  });

  it("throttles an account after 5 failures with 429 and Retry-After, logging every attempt without the password", async () => {
    const target = email("throttle");
    await signUp({ fullName: "Throttle Test", email: target, password: PASSWORD });
    for (let i = 0; i < 5; i++)
      expect((await signIn({ email: target, password: `wrong-${i}-password` })).status).toBe(401);
    const blocked = await signIn({ email: target, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    const attempts = await db.loginAttempt.findMany({ where: { key: target } });
    expect(attempts.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(attempts)).not.toContain("wrong-0-password");
  });

  it("signing out ends the session on the server: the old cookie no longer works", async () => {
    const cookie = cookieOf(await signIn({ email: email("ada"), password: PASSWORD }));
    expect((await me(cookie)).status).toBe(200);
    const out = await signOutRoute(request("/api/auth/signout", { method: "POST", cookie }), context);
    expect(out.status).toBe(200);
    expect(cookieOf(out)).toBe("");
    expect((await me(cookie)).status).toBe(401);
  });

  it("sets the readable member hint with the session and clears it with the session", async () => {
    const hint = (response: Response) =>
      response.headers.getSetCookie().find((line) => line.startsWith(`${MEMBER_HINT_COOKIE}=`));
    /** The cookie's name=value, then its attributes in any order. */
    const parts = (line: string | undefined) => {
      const [pair, ...attributes] = (line ?? "").split("; ");
      return [pair, ...attributes.sort()];
    };
    const signedIn = await signIn({ email: email("ada"), password: PASSWORD });
    expect(parts(hint(signedIn))).toEqual(["ld-member=1", "Max-Age=2592000", "Path=/", "SameSite=Lax"]);
    expect(hint(signedIn)).not.toMatch(/HttpOnly/);
    const out = await signOutRoute(
      request("/api/auth/signout", { method: "POST", cookie: cookieOf(signedIn) }),
      context,
    );
    expect(parts(hint(out))).toEqual(["ld-member=", "Max-Age=0", "Path=/", "SameSite=Lax"]);
    const logout = await logoutRoute(
      request("/api/logout", { cookie: cookieOf(await signIn({ email: email("ada"), password: PASSWORD })) }),
      context,
    );
    expect(hint(logout)).toMatch(/; Max-Age=0(;|$)/);
  });

  it("the /api/logout navigation signs out same-site, but not from another site", async () => {
    const cookie = cookieOf(await signIn({ email: email("ada"), password: PASSWORD }));
    const crossSite = new NextRequest("http://localhost:3000/api/logout", {
      headers: { cookie: `${sessionCookieName()}=${cookie}`, "sec-fetch-site": "cross-site" },
    });
    expect((await logoutRoute(crossSite, context)).status).toBe(303);
    expect((await me(cookie)).status).toBe(200);
    const response = await logoutRoute(request("/api/logout", { cookie }), context);
    expect(response.headers.get("location")).toBe("/");
    expect((await me(cookie)).status).toBe(401);
  });

  it("confirms the address with the emailed single-use link", async () => {
    const sent = await db.outboundEmail.findFirstOrThrow({
      where: { to: email("ada"), template: "verify-email" },
      orderBy: { createdAt: "desc" },
    });
    const link = /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(JSON.stringify(sent.payload))?.[1];
    expect(link).toBeTruthy();
    expect(await confirmEmail(link!)).toBe(true);
    expect(await confirmEmail(link!)).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { email: email("ada") } })).emailVerified).toBeInstanceOf(Date);
  });

  it("resets a forgotten password with a single-use link that signs every other session out", async () => {
    const before = cookieOf(await signIn({ email: email("ada"), password: PASSWORD }));
    const forgot = await forgotRoute(
      request("/api/auth/password/forgot", { method: "POST", body: { email: email("ada") } }),
      context,
    );
    const nobody = await forgotRoute(
      request("/api/auth/password/forgot", { method: "POST", body: { email: email("nobody") } }),
      context,
    );
    expect(await forgot.json()).toEqual(await nobody.json());
    const sent = await db.outboundEmail.findFirstOrThrow({
      where: { to: email("ada"), template: "reset-password" },
      orderBy: { createdAt: "desc" },
    });
    const resetToken = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(JSON.stringify(sent.payload))?.[1];
    const reset = (password: string) =>
      resetRoute(
        request("/api/auth/password/reset", { method: "POST", body: { token: resetToken, password } }),
        context,
      );
    const done = await reset("a brand new passphrase");
    expect(done.status).toBe(200);
    expect((await me(before)).status).toBe(401);
    expect((await me(cookieOf(done))).status).toBe(200);
    expect((await reset("yet another passphrase")).status).toBe(400);
    expect((await signIn({ email: email("ada"), password: "a brand new passphrase" })).status).toBe(200);
  });

  it("a session expires with its row", async () => {
    const cookie = cookieOf(await signIn({ email: email("ada"), password: "a brand new passphrase" }));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31 * 24 * 3_600_000);
    try {
      expect((await me(cookie)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the member hint beside next-auth's OAuth cookie", () => {
  const oauthResponse = (cookie: string) =>
    new Response(null, {
      status: 302,
      headers: [
        ["location", "/"],
        ["set-cookie", cookie],
      ],
    });
  const hints = (response: Response) =>
    response.headers.getSetCookie().filter((line) => line.startsWith(`${MEMBER_HINT_COOKIE}=`));

  it("follows the session cookie next-auth sets or clears, and leaves other responses alone", () => {
    const set = withMemberHint(oauthResponse(`${sessionCookieName()}=eyJhbGciOi.abc; Path=/; HttpOnly; SameSite=Lax`));
    expect(set.status).toBe(302);
    expect(set.headers.get("location")).toBe("/");
    expect(hints(set)).toEqual([expect.stringMatching(/^ld-member=1;/)]);
    expect(hints(withMemberHint(oauthResponse(`${sessionCookieName()}=; Path=/; Max-Age=0`)))).toEqual([
      expect.stringMatching(/^ld-member=;.*Max-Age=0(;|$)/),
    ]);
    expect(hints(withMemberHint(oauthResponse(`${sessionCookieName()}=abc; Path=/; Max-Age=0; HttpOnly`)))).toEqual([
      expect.stringMatching(/Max-Age=0(;|$)/),
    ]);
    const other = oauthResponse("next-auth.csrf-token=xyz; Path=/");
    expect(withMemberHint(other)).toBe(other);
  });
});
