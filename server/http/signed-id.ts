import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

const TOKEN_PATTERN = /^([a-z0-9]{1,40})\.([A-Za-z0-9_-]{43})$/;

function signature(purpose: string, id: string): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  // The purpose is part of what is signed, so a token made for one use can never stand in for another.
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
}

/**
 * `<id>.<HMAC-SHA256 of the purpose and id>`: an emailed link's token that needs no table. It stays valid as long as
 * the row it names exists, like the links of every email already sent must.
 */
export function signId(purpose: string, id: string): string {
  return `${id}.${signature(purpose, id)}`;
}

/**
 * A keyed hash of a value for one purpose: what is stored of a secret that must be matched later but never read back
 * (an invited client's address). Without AUTH_SECRET it cannot be reversed by hashing guesses.
 */
export function keyedHash(purpose: string, value: string): string {
  return signature(purpose, value);
}

/** The id a token was signed for with this purpose, or null (malformed, tampered, another purpose). */
export function verifySignedId(purpose: string, token: unknown): string | null {
  if (typeof token !== "string") return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id = "", given = ""] = match;
  if (!env().AUTH_SECRET) return null;
  // Compared as text: base64url has spare bits in its last character, so decoding would accept altered spellings.
  const expected = Buffer.from(signature(purpose, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}
