import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { domainToASCII } from "node:url";
import { getDomain } from "tldts";
import { env } from "@/env";
import { parseWebsiteUrl } from "@/lib/brands/website-url";
import { CLAIM_CODE_LENGTH } from "@/lib/owners/claim-schema";

function secret(): string {
  const value = env().AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is not set");
  return value;
}

// Prefixed per use, so a code's HMAC can never stand in for a token's or any other signature with the same secret.
function hmac(label: string, ...parts: string[]): string {
  return createHmac("sha256", secret())
    .update(`${label}:${parts.join(":")}`)
    .digest("base64url");
}

/** The registrable domain (Public Suffix List, private section included) of a host; null for IP literals. */
function registrableOf(host: string): string | null {
  const ascii = domainToASCII(host.trim().toLowerCase().replace(/\.$/, ""));
  if (!ascii) return null;
  return getDomain(ascii, { allowPrivateDomains: true }) ?? null;
}

/**
 * The domain a claim's email address must be at: the website's registrable domain ("clinic.de" for
 * https://www.clinic.de, "clinic.co.uk" for https://shop.clinic.co.uk, "clinic.github.io" on a shared host).
 */
export function websiteDomain(website: string | null): string | null {
  const url = website ? parseWebsiteUrl(website) : null;
  return url ? registrableOf(url.hostname) : null;
}

/** Whether an address is at that registrable domain (a subdomain's mailbox counts: the domain's owner runs both). */
export function isAddressAtDomain(email: string, domain: string): boolean {
  const at = email.lastIndexOf("@");
  return at > 0 && registrableOf(email.slice(at + 1)) === domain;
}

export function newClaimCode(): string {
  return String(randomInt(0, 10 ** CLAIM_CODE_LENGTH)).padStart(CLAIM_CODE_LENGTH, "0");
}

/** What is stored of an emailed code: an HMAC bound to its claim, so it proves nothing for any other claim. */
export function claimCodeHash(claimId: string, code: string): string {
  return hmac("owner-claim-code:v1", claimId, code);
}

export function sameHash(stored: string | null, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The token a member puts on the website for a file or meta-tag claim: an HMAC of the claim, its listing and its
 * member, so nothing usable is stored, the claim page can show it again, and it proves that one claim only.
 */
export function claimToken(claim: { id: string; listingId: string; userId: string }): string {
  return `ld-${hmac("owner-claim-token:v1", claim.id, claim.listingId, claim.userId).slice(0, 32)}`;
}
