import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { env } from "@/env";
import { AppError } from "@/lib/http/app-error";
import { createRoute } from "./route";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function requireCronSecret(req: NextRequest): Promise<object> {
  const secret = env().CRON_SECRET;
  const given = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  if (!secret || !sameSecret(given, secret)) throw new AppError("unauthorized", "A valid bearer token is required");
  return {};
}

/**
 * Routes for machine callers (the scheduler's cron jobs, operator commands): `Authorization: Bearer <CRON_SECRET>`,
 * checked in constant time. Without a configured secret they answer 401 to everyone.
 */
export const withInternal = createRoute(requireCronSecret, () => "internal");
