import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { env } from "@/env";

/** What a challenge token carries: its id, both operands and its expiry (ms since epoch). */
type CaptchaPayload = { id: string; a: number; b: number; expiresAt: number };

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CONTEXT = Buffer.from("captcha:v1");
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{40,400}$/;

// A key of its own, derived from AUTH_SECRET: a captcha token can never stand in for another signed value.
function key(): Buffer {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return createHmac("sha256", secret).update(CONTEXT).digest();
}

/**
 * Encrypted and authenticated (AES-256-GCM): the server needs no table to check an answer, the token cannot be
 * altered, and it does not give the answer away (the operands are inside; only the question shows them).
 */
export function sealCaptchaPayload(payload: CaptchaPayload): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key(), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(CONTEXT);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

function isPayload(value: unknown): value is CaptchaPayload {
  if (typeof value !== "object" || value === null) return false;
  const { id, a, b, expiresAt } = value as Record<string, unknown>;
  return typeof id === "string" && Number.isInteger(a) && Number.isInteger(b) && Number.isSafeInteger(expiresAt);
}

/** The payload of a token this server sealed, or null (malformed, altered, sealed with another secret). */
export function openCaptchaToken(token: string): CaptchaPayload | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key(), bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(CONTEXT);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    const payload: unknown = JSON.parse(text);
    return isPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}
