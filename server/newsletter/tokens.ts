import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * 256 random bits, URL-safe. Stored as is (unique columns) rather than hashed: every later newsletter issue
 * must carry the same unsubscribe link (and RFC 8058 List-Unsubscribe header), which needs the token itself,
 * and a confirmation resent a day later must keep the first email's link working. At 256 bits the tokens
 * cannot be guessed; they only let the holder confirm or unsubscribe one address, and anyone who can read
 * the table can already read the addresses. The confirm token is replaced on unsubscribe, so an old
 * confirmation email cannot re-subscribe anyone.
 */
export function newNewsletterToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A short, stable label for one confirm token, used in email dedupe keys (never the token itself). */
export function tokenGeneration(token: string): string {
  return createHash("sha256").update(token).digest("base64url").slice(0, 12);
}

/** j•••@example.com: enough for the owner to recognise, little for anyone the link was forwarded to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  return `${local.charAt(0)}${"•".repeat(Math.min(Math.max(local.length - 1, 3), 8))}${email.slice(at)}`;
}
