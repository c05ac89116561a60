import "server-only";
import { AppError } from "@/lib/http/app-error";
import { db } from "@/server/db/client";

const WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per account, and per client address, in the window. */
const ACCOUNT_FAILURES = 5;
const ADDRESS_FAILURES = 20;

type Scope = "member-account" | "member-ip";

async function failuresSince(scope: Scope, key: string, since: Date): Promise<Date[]> {
  const rows = await db.loginAttempt.findMany({
    where: { scope, key, success: false, createdAt: { gte: since } },
    select: { createdAt: true },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => row.createdAt);
}

/** Seconds until the oldest counted failure leaves the window, when the limit is reached; else 0. */
function lockedFor(failures: Date[], limit: number, now: Date): number {
  if (failures.length < limit) return 0;
  const oldest = failures[failures.length - limit]!;
  return Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Refuses a sign-in (429 with Retry-After) while the account or the client address has too many recent failures;
 * counted in the database, so every server instance sees the same numbers.
 */
export async function assertSignInAllowed(email: string, ip: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const [account, address] = await Promise.all([
    failuresSince("member-account", email, since),
    failuresSince("member-ip", ip, since),
  ]);
  const wait = Math.max(lockedFor(account, ACCOUNT_FAILURES, now), lockedFor(address, ADDRESS_FAILURES, now));
  if (wait > 0)
    throw new AppError("rate_limited", "Too many sign-in attempts. Please try again later.", undefined, {
      headers: { "Retry-After": String(wait) },
    });
}

/** Every attempt is logged (never the password); a success clears the account's earlier failures. */
export async function recordSignInAttempt(
  email: string,
  ip: string,
  success: boolean,
  now = new Date(),
): Promise<void> {
  await db.$transaction([
    ...(success
      ? [db.loginAttempt.deleteMany({ where: { scope: "member-account", key: email, success: false } })]
      : []),
    db.loginAttempt.createMany({
      data: [
        { scope: "member-account", key: email, success, createdAt: now },
        { scope: "member-ip", key: ip, success, createdAt: now },
      ],
    }),
  ]);
}
