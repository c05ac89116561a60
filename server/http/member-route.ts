import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/http/app-error";
import { readSession, sessionCookieName, type SessionUser } from "@/server/member/auth/session";
import { createRoute } from "./route";

async function requireMember(req: NextRequest): Promise<{ user: SessionUser; sessionToken: string }> {
  const session = await readSession(req.cookies.get(sessionCookieName())?.value);
  if (!session) throw new AppError("unauthorized", "Unauthorized");
  return session;
}

/** Signed-in members only (401 otherwise, checked on the server every time); rate limits count per member. */
export const withUser = createRoute(requireMember, (actor) => `user:${actor.user.id}`);
