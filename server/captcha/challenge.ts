import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import type { CaptchaChallenge } from "@/lib/brands/submission-schema";
import { db } from "@/server/db/client";
import { openCaptchaToken, sealCaptchaPayload } from "./token";

/** The sum of two integers from 1 to 10. */
const CAPTCHA_MIN_OPERAND = 1;
const CAPTCHA_MAX_OPERAND = 10;
export const CAPTCHA_TTL_MS = 5 * 60_000;

const PRUNE_PROBABILITY = 0.02;

type CaptchaVerdict = "ok" | "invalid" | "expired" | "replayed" | "wrong";

type Question = (a: number, b: number) => string;
const inEnglish: Question = (a, b) => `What is ${a} + ${b}?`;

/** A new challenge: the question to show (in the visitor's language), and the token the form sends back with the answer. */
export function issueCaptcha(now = Date.now(), question: Question = inEnglish): CaptchaChallenge {
  const a = randomInt(CAPTCHA_MIN_OPERAND, CAPTCHA_MAX_OPERAND + 1);
  const b = randomInt(CAPTCHA_MIN_OPERAND, CAPTCHA_MAX_OPERAND + 1);
  const id = randomUUID();
  const expiresAt = now + CAPTCHA_TTL_MS;
  return {
    id,
    question: question(a, b),
    token: sealCaptchaPayload({ id, a, b, expiresAt }),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** Records the challenge as answered; false when it already was (the unique id makes this race-free). */
async function recordUse(id: string, expiresAt: number, now: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "CaptchaUse" ("id", "usedAt", "expiresAt") VALUES (${id}, ${new Date(now)}, ${new Date(expiresAt)})
    ON CONFLICT ("id") DO NOTHING
    RETURNING "id"`;
  // Expired rows can go: their tokens are refused by their expiry alone.
  if (Math.random() < PRUNE_PROBABILITY)
    await db.captchaUse.deleteMany({ where: { expiresAt: { lt: new Date(now) } } }).catch(() => {});
  return rows.length === 1;
}

/**
 * Checks an answer against its token: sealed by this server, not expired, never answered before (each challenge
 * gets one try, right or wrong), and the right sum.
 */
export async function redeemCaptcha(token: string, answer: string, now = Date.now()): Promise<CaptchaVerdict> {
  const payload = openCaptchaToken(token);
  if (!payload) return "invalid";
  if (payload.expiresAt <= now) return "expired";
  if (!(await recordUse(payload.id, payload.expiresAt, now))) return "replayed";
  return Number(answer) === payload.a + payload.b ? "ok" : "wrong";
}
