import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/http/app-error";
import { readSession, sessionCookieName, type SessionUser } from "@/server/auth/member/session";
import { createRoute } from "./route";

async function requireMember(req: NextRequest): Promise<{ user: SessionUser; sessionToken: string }> {
  const session = await readSession(req.cookies.get(sessionCookieName())?.value);
  if (!session) throw new AppError("unauthorized", "Unauthorized");
  return session;
}

/** The signed-in member when the request carries a live session, else null (no error). */
async function optionalMember(req: NextRequest): Promise<{ user: SessionUser | null }> {
  const cookie = req.cookies.get(sessionCookieName())?.value;
  if (!cookie) return { user: null };
  return { user: (await readSession(cookie))?.user ?? null };
}

/** Anyone; rate limits count per member for a signed-in member (whatever their address), else per client IP. */
export const withVisitor = createRoute(optionalMember, (actor, ip) => (actor.user ? `user:${actor.user.id}` : ip));

/** Signed-in members only (401 otherwise, checked on the server every time); rate limits count per member. */
export const withUser = createRoute(requireMember, (actor) => `user:${actor.user.id}`);
