import "server-only";
import { randomBytes } from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { env } from "@/env";
import { MEMBER_HINT_COOKIE } from "@/lib/auth/member-hint";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@/lib/i18n/locales";
import { secureCookies, setCookie } from "@/server/http/cookies";
import { db } from "@/server/db/client";

export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export type SessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  location: string | null;
  image: string | null;
  emailVerified: boolean;
  /** The member's language (account pages and emails); English for a stored value that is no longer supported. */
  locale: Locale;
};

export type MemberSession = { user: SessionUser; sessionToken: string };

type SessionClaims = { sub?: unknown; sid?: unknown; sv?: unknown };

function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return secret;
}

/** next-auth's own session cookie name, so its OAuth sign-in and this code share one session. */
export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

/** The readable "signed in here" hint (lib/auth/member-hint.ts), set and cleared with the session. */
const memberHintCookie = (signedIn: boolean) =>
  setCookie(MEMBER_HINT_COOKIE, signedIn ? "1" : null, {
    httpOnly: false,
    sameSite: "lax",
    maxAgeSeconds: SESSION_MAX_AGE_S,
  });

/**
 * The visitor's language cookie set to the member's stored language (at sign-in, sign-up and when it is changed on
 * the profile), so the per-request pages Proxy serves follow it. Readable by the switcher's script; grants nothing.
 */
export function localeCookie(locale: Locale): string {
  return setCookie(LOCALE_COOKIE, locale, { httpOnly: false, sameSite: "lax", maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
}

/** The Set-Cookie values that start a session (HttpOnly, SameSite=Lax, and the member hint), or that clear both. */
export function sessionCookies(value: string | null): string[] {
  const session = setCookie(sessionCookieName(), value, {
    httpOnly: true,
    sameSite: "lax",
    maxAgeSeconds: SESSION_MAX_AGE_S,
  });
  return [session, memberHintCookie(value !== null)];
}

/** next-auth's OAuth responses set or clear the session cookie themselves: the member hint follows them. */
export function withMemberHint(response: Response): Response {
  const session = response.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName()}=`));
  if (!session) return response;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", memberHintCookie(!/^[^=]+=(;|$)/.test(session) && !/max-age=0(;|$)/i.test(session)));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Starts a session for one browser: a row of its own (so signing out ends it on the server) and next-auth's signed,
 * encrypted JWT carrying that row's token and the user's session version. Returns the cookie value.
 */
export async function startSession(user: { id: string; sessionVersion: number }, now = new Date()): Promise<string> {
  const sessionToken = randomBytes(32).toString("base64url");
  await db.session.create({
    data: { sessionToken, userId: user.id, expires: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000) },
  });
  return encode({
    token: { sub: user.id, sid: sessionToken, sv: user.sessionVersion },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_S,
  });
}

/**
 * The member behind a session cookie, checked on the server every time: the JWT must decode, its session row must
 * still exist and not have expired, and its session version must match the user's (a password change bumps it).
 */
export async function readSession(cookieValue: string | undefined, now = new Date()): Promise<MemberSession | null> {
  if (!cookieValue || cookieValue.length > 4_096) return null;
  let claims: SessionClaims | null;
  try {
    claims = await decode({ token: cookieValue, secret: authSecret() });
  } catch {
    return null;
  }
  if (!claims || typeof claims.sid !== "string" || typeof claims.sub !== "string" || typeof claims.sv !== "number")
    return null;
  const row = await db.session.findUnique({
    where: { sessionToken: claims.sid },
    select: {
      userId: true,
      expires: true,
      user: {
        select: {
          id: true,
          email: true,
          firstName: true,
          lastName: true,
          location: true,
          image: true,
          emailVerified: true,
          sessionVersion: true,
          locale: true,
        },
      },
    },
  });
  if (!row || row.userId !== claims.sub || row.expires <= now || row.user.sessionVersion !== claims.sv) return null;
  const { sessionVersion: _version, emailVerified, locale, ...user } = row.user;
  return {
    user: { ...user, emailVerified: emailVerified !== null, locale: isLocale(locale) ? locale : DEFAULT_LOCALE },
    sessionToken: claims.sid,
  };
}

/** Signs this browser out on the server. */
export async function endSession(sessionToken: string): Promise<void> {
  await db.session.deleteMany({ where: { sessionToken } });
}

/** Signs every browser of a member out (password change, reset): a new session version and no session rows. */
export async function endAllSessions(userId: string): Promise<void> {
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } }),
    db.session.deleteMany({ where: { userId } }),
  ]);
}
