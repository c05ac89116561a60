import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { ADMIN_COOKIE_NAMES } from "@/lib/auth/admin-cookie";
import { secureCookies, setCookie } from "@/server/http/cookies";
import { db } from "@/server/db/client";

const ADMIN_IDLE_MS = 24 * 60 * 60 * 1000;
const ADMIN_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often: idle expiry needs minutes, not every request. */
const TOUCH_EVERY_MS = 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

export const adminCookieName = () => ADMIN_COOKIE_NAMES[secureCookies() ? "https" : "http"];

export function adminCookie(token: string | null): string {
  return setCookie(adminCookieName(), token, {
    httpOnly: true,
    sameSite: "strict",
    maxAgeSeconds: ADMIN_ABSOLUTE_MS / 1000,
  });
}

/** A random 256-bit token for the cookie; only its SHA-256 is stored. */
export async function startAdminSession(
  meta: { ip: string; userAgent: string | null },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.adminSession.create({
    data: {
      tokenHash: digest(token),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ADMIN_ABSOLUTE_MS),
    },
  });
  return token;
}

/**
 * True while the session is live: known, not revoked, used within the last 24 hours and at most 7 days old.
 * Each use extends the idle window.
 */
export async function isAdminSession(token: string | undefined, now = new Date()): Promise<boolean> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const session = await db.adminSession.findUnique({
    where: { tokenHash: digest(token) },
    select: { id: true, lastSeenAt: true, expiresAt: true, revokedAt: true },
  });
  if (
    !session ||
    session.revokedAt ||
    session.expiresAt <= now ||
    session.lastSeenAt.getTime() + ADMIN_IDLE_MS <= now.getTime()
  )
    return false;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db.adminSession.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  return true;
}

export async function endAdminSession(token: string, now = new Date()): Promise<void> {
  if (token)
    await db.adminSession.updateMany({
      where: { tokenHash: digest(token), revokedAt: null },
      data: { revokedAt: now },
    });
}
