import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

/** What an emailed link may do to one subscription; a token signed for one action is refused for the other. */
export type AlertLinkAction = "pause" | "unsubscribe";

const TOKEN_PATTERN = /^([a-z0-9]{1,40})\.([A-Za-z0-9_-]{43})$/;

function signature(subscriptionId: string, action: AlertLinkAction): Buffer {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  // Prefixed so this HMAC can never stand in for another signature made with the same secret.
  return createHmac("sha256", secret).update(`alert-link:v1:${action}:${subscriptionId}`).digest();
}

/**
 * `<subscription id>.<HMAC-SHA256 of the id and action>`: a link token that needs no table. It stays valid as long as
 * the subscription exists, like the List-Unsubscribe URL of every email already sent must.
 */
export function alertLinkToken(subscriptionId: string, action: AlertLinkAction): string {
  return `${subscriptionId}.${signature(subscriptionId, action).toString("base64url")}`;
}

/** The subscription id a token was signed for with this action, or null (malformed, tampered, other action). */
export function verifyAlertLinkToken(token: unknown, action: AlertLinkAction): string | null {
  if (typeof token !== "string") return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, subscriptionId = "", given = ""] = match;
  if (!env().AUTH_SECRET) return null;
  // Compared as text: base64url has spare bits in its last character, so decoding would accept altered spellings.
  const expected = Buffer.from(signature(subscriptionId, action).toString("base64url"));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? subscriptionId : null;
}
