import { hash } from "@node-rs/argon2";
import { NextRequest } from "next/server";
import { generate, generateSecret } from "otplib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { POST as logoutRoute } from "@/app/api/admin/logout/route";
import { GET as statusRoute } from "@/app/api/admin/status/route";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { adminCookieName } from "@/server/auth/admin/session";

const PASSWORD = "the admin password for tests";
const context = { params: Promise.resolve({}) };
let address = 0;
const nextIp = () => `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function login(body: unknown, ip = nextIp()) {
  return loginRoute(
    new NextRequest("http://localhost:3000/api/admin/login", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }),
    context,
  );
}
const tokenOf = (response: Response) =>
  new RegExp(`${adminCookieName()}=([^;]*)`).exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
async function isAdmin(token: string): Promise<boolean> {
  const response = await statusRoute(
    new NextRequest("http://localhost:3000/api/admin/status", { headers: { cookie: `${adminCookieName()}=${token}` } }),
    context,
  );
  return ((await response.json()) as { isAdmin: boolean }).isAdmin;
}

beforeAll(async () => {
  env().ADMIN_PASSWORD_HASH = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
});
afterEach(() => {
  vi.useRealTimers();
  delete env().ADMIN_TOTP_SECRET;
});
afterAll(async () => {
  await db.loginAttempt.deleteMany({ where: { scope: "admin-ip" } });
});

describe("admin sign-in", () => {
  it("answers 'Password is required' when empty and 'Invalid password' on failure", async () => {
    const empty = await login({ password: "" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.password.map((e: { message: string }) => e.message)).toEqual([
      "Password is required",
    ]);
    const wrong = await login({ password: "not it" });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toBe("Invalid password");
  });

  it("issues a 256-bit token in an HttpOnly, SameSite=Strict cookie, stored only as a hash; logout revokes it", async () => {
    const response = await login({ password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly;.*SameSite=Strict/);
    const token = tokenOf(response);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.adminSession.count({ where: { tokenHash: token } })).toBe(0);
    expect(await isAdmin(token)).toBe(true);
    await logoutRoute(
      new NextRequest("http://localhost:3000/api/admin/logout", {
        method: "POST",
        headers: { cookie: `${adminCookieName()}=${token}` },
      }),
      context,
    );
    expect(await isAdmin(token)).toBe(false);
  });

  it("refuses a forged cookie", async () => {
    expect(await isAdmin("A".repeat(43))).toBe(false);
    expect(await isAdmin("not a token")).toBe(false);
  });

  it("expires after 24 hours of inactivity and after 7 days in any case", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const idle = tokenOf(await login({ password: PASSWORD }));
    vi.setSystemTime(start + 23 * 3_600_000);
    expect(await isAdmin(idle)).toBe(true);
    vi.setSystemTime(start + 23 * 3_600_000 + 24 * 3_600_000 + 1_000);
    expect(await isAdmin(idle)).toBe(false);

    vi.setSystemTime(start);
    const busy = tokenOf(await login({ password: PASSWORD }));
    for (let day = 1; day < 7; day++) {
      vi.setSystemTime(start + day * 20 * 3_600_000);
      expect(await isAdmin(busy), `day ${day}`).toBe(true);
    }
    vi.setSystemTime(start + 7 * 24 * 3_600_000 + 1_000);
    expect(await isAdmin(busy)).toBe(false);
  });

  it("backs off per address after 3 failures (429 with Retry-After), and the right password waits too", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await login({ password: `wrong ${i}` }, ip)).status).toBe(401);
    const blocked = await login({ password: PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login({ password: PASSWORD })).status).toBe(200);
  });

  it("closes an address for the day after 50 failures", async () => {
    const ip = nextIp();
    const now = Date.now();
    await db.loginAttempt.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        scope: "admin-ip",
        key: ip,
        success: false,
        createdAt: new Date(now - 3_600_000 - i * 60_000),
      })),
    });
    const blocked = await login({ password: PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(3_600);
  });

  it("asks for the one-time code when TOTP is configured", async () => {
    const secret = generateSecret();
    env().ADMIN_TOTP_SECRET = secret;
    expect((await login({ password: PASSWORD })).status).toBe(401);
    expect((await login({ password: PASSWORD, code: "000000" })).status).toBe(401);
    expect((await login({ password: PASSWORD, code: await generate({ secret }) })).status).toBe(200);
  });
});
