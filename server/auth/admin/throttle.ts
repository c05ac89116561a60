import "server-only";
import { ADMIN_LOGIN_ERRORS } from "@/lib/auth/admin-login-errors";
import { AppError } from "@/lib/http/app-error";
import { db } from "@/server/db/client";

const SCOPE = "admin-ip";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Free failures before the backoff starts, the longest wait, and the failures allowed per address per day. */
const ADMIN_FREE_FAILURES = 3;
const ADMIN_MAX_BACKOFF_S = 15 * 60;
const ADMIN_DAILY_FAILURES = 50;

/**
 * Admin sign-in from one address: after 3 failures each further attempt waits twice as long as the last (2 s, 4 s…
 * up to 15 minutes) from the latest failure, and 50 failures in a day close it until the day is over. Counted in the
 * database, so every instance sees the same numbers. 429 with Retry-After.
 */
export async function assertAdminSignInAllowed(ip: string, now = new Date()): Promise<void> {
  const failures = await db.loginAttempt.findMany({
    where: { scope: SCOPE, key: ip, success: false, createdAt: { gte: new Date(now.getTime() - DAY_MS) } },
    select: { createdAt: true },
    orderBy: { createdAt: "desc" },
  });
  let wait = 0;
  if (failures.length >= ADMIN_DAILY_FAILURES) {
    const oldest = failures[ADMIN_DAILY_FAILURES - 1]!.createdAt;
    wait = Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000);
  } else if (failures.length >= ADMIN_FREE_FAILURES) {
    const backoff = Math.min(ADMIN_MAX_BACKOFF_S, 2 ** (failures.length - ADMIN_FREE_FAILURES + 1));
    wait = Math.ceil((failures[0]!.createdAt.getTime() + backoff * 1000 - now.getTime()) / 1000);
  }
  if (wait > 0)
    throw new AppError("rate_limited", { code: ADMIN_LOGIN_ERRORS.tooMany, params: {} }, undefined, {
      headers: { "Retry-After": String(wait) },
    });
}

/** Every attempt is logged (never the password). */
export async function recordAdminSignIn(ip: string, success: boolean, now = new Date()): Promise<void> {
  await db.loginAttempt.create({ data: { scope: SCOPE, key: ip, success, createdAt: now } });
}
