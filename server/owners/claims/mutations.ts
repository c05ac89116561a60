import "server-only";
import { parseWebsiteUrl } from "@/lib/brands/website-url";
import { AppError, fieldError } from "@/lib/http/app-error";
import type { ErrorKey, ErrorParams } from "@/lib/http/error-key";
import { OWNER_ERRORS as M } from "@/lib/owners/owner-errors";
import {
  CLAIM_CODE_MAX_ATTEMPTS,
  CLAIM_CODE_TTL_MINUTES,
  CLAIM_FILE_PATH,
  CLAIM_META_NAME,
  type ClaimStartInput,
  type ClaimVerifyInput,
  type ClaimView,
} from "@/lib/owners/claim-schema";
import { CLAIM_CODE_TEMPLATE, claimCodeEmail, ownerEmailCopy } from "@/lib/email/templates/owner";
import { ownerActor } from "@/server/audit";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { sendEmail } from "@/server/email";
import type { SessionUser } from "@/server/auth";
import { grantOwnership, revalidateOwnership } from "@/server/owners/ownership";
import { claimCodeHash, claimToken, isAddressAtDomain, newClaimCode, sameHash, websiteDomain } from "./proof";
import { claimSelect, toClaimView } from "./queries";
import { findTokenOnSite, type SiteCheck } from "./site-check";

const MINUTE = 60_000;
const claimNotFound = () => new AppError("not_found", "Claim not found");

function requireConfirmedEmail(user: SessionUser): void {
  if (!user.emailVerified) throw new AppError("forbidden", key("confirmEmail"));
}

async function claimableListing(listingId: string, userId: string) {
  const listing = await db.listing.findFirst({
    where: { id: listingId, status: "published" },
    select: { id: true, slug: true, name: true, website: true, owners: { where: { userId }, select: { id: true } } },
  });
  if (!listing) throw new AppError("not_found", "Listing not found");
  if (listing.owners.length) throw new AppError("conflict", key("alreadyOwner"));
  return listing;
}

type OwnerError = keyof typeof M;
const key = (name: OwnerError, params: ErrorParams = {}): ErrorKey => ({ code: M[name], params });

function refused(field: string, name: OwnerError, params?: ErrorParams): AppError {
  return fieldError("bad_request", field, key(name, params));
}

/** What a new claim of this method needs, checked before anything is written. */
function proofData(
  input: ClaimStartInput,
  website: string | null,
  now: Date,
): Partial<Prisma.ListingClaimUncheckedCreateInput> {
  if (input.method === "manual") {
    if (!input.note) throw refused("note", "noteRequired");
    return { note: input.note };
  }
  if (input.method === "file" || input.method === "meta") {
    if (!website || !parseWebsiteUrl(website)) throw refused("method", "noWebsite");
    return {};
  }
  const domain = websiteDomain(website);
  if (!domain) throw refused("method", website ? "noDomain" : "noWebsite");
  if (!input.email) throw refused("email", "emailAtDomain", { domain });
  const email = input.email.toLowerCase();
  if (!isAddressAtDomain(email, domain)) throw refused("email", "emailNotAtDomain", { domain });
  return { email, codeExpiresAt: new Date(now.getTime() + CLAIM_CODE_TTL_MINUTES * MINUTE) };
}

/**
 * Starts a claim: a code emailed to an address at the website's domain, a token to put on the website, or a note
 * for the admin. A member has one claim in progress per listing: starting another cancels the earlier one (and with
 * it any code it sent).
 */
export async function startClaim(user: SessionUser, input: ClaimStartInput, now = new Date()): Promise<ClaimView> {
  requireConfirmedEmail(user);
  const listing = await claimableListing(input.listingId, user.id);
  const data = proofData(input, listing.website, now);
  const code = input.method === "email" ? newClaimCode() : null;
  const claim = await db.$transaction(async (tx) => {
    await tx.listingClaim.updateMany({
      where: { listingId: listing.id, userId: user.id, status: "pending" },
      data: { status: "cancelled", codeHash: null },
    });
    const created = await tx.listingClaim.create({
      data: { listingId: listing.id, userId: user.id, method: input.method, ...data },
      select: { id: true },
    });
    if (!code) return tx.listingClaim.findUniqueOrThrow({ where: { id: created.id }, select: claimSelect });
    return tx.listingClaim.update({
      where: { id: created.id },
      data: { codeHash: claimCodeHash(created.id, code) },
      select: claimSelect,
    });
  });
  if (code && claim.email) {
    const email = claimCodeEmail(await ownerEmailCopy(user.locale), {
      listingName: listing.name,
      code,
      minutes: CLAIM_CODE_TTL_MINUTES,
    });
    const sent = await sendEmail({
      ...email,
      to: claim.email,
      template: CLAIM_CODE_TEMPLATE,
      dedupeKey: `owner-claim-code:${claim.id}`,
    });
    if (sent.status === "failed") throw new AppError("unprocessable", key("codeNotSent"));
  }
  return toClaimView(claim);
}

async function pendingClaim(userId: string, claimId: string) {
  const claim = await db.listingClaim.findFirst({
    where: { id: claimId, userId, status: "pending" },
    select: { ...claimSelect, listing: { select: { id: true, slug: true, status: true, website: true } } },
  });
  if (!claim) throw claimNotFound();
  if (claim.listing.status !== "published") throw claimNotFound();
  return claim;
}

/** Marks the claim proved and its member an owner, once: a second use of the same proof finds it no longer pending. */
async function prove(
  claim: { id: string; listingId: string; userId: string; listing: { slug: string } },
  method: "email" | "file" | "meta",
  ip: string,
  now: Date,
): Promise<ClaimView> {
  const proved = await db.$transaction(async (tx) => {
    const { count } = await tx.listingClaim.updateMany({
      where: { id: claim.id, status: "pending" },
      data: { status: "verified", method, decidedAt: now, codeHash: null },
    });
    if (count === 0) throw claimNotFound();
    const owner = await grantOwnership(tx, {
      listingId: claim.listingId,
      userId: claim.userId,
      method,
      claimId: claim.id,
      verifiedAt: now,
      audit: { action: "listing.owner.claim", actor: ownerActor(claim.userId), ip },
    });
    const view = await tx.listingClaim.findUniqueOrThrow({ where: { id: claim.id }, select: claimSelect });
    return { view, rated: owner.rated };
  });
  revalidateOwnership({ id: claim.listingId, slug: claim.listing.slug }, proved.rated);
  return toClaimView(proved.view);
}

async function checkCode(claim: Awaited<ReturnType<typeof pendingClaim>>, code: string | undefined, now: Date) {
  if (!code) throw refused("code", "codeRequired");
  if (!claim.codeHash || !claim.codeExpiresAt) throw refused("code", "noCode");
  if (claim.codeExpiresAt <= now) throw refused("code", "codeExpired");
  // Counted before comparing, in one conditional update: concurrent guesses cannot get past the limit.
  const counted = await db.listingClaim.updateMany({
    where: { id: claim.id, status: "pending", attempts: { lt: CLAIM_CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0) throw refused("code", "tooManyCodes");
  if (!sameHash(claim.codeHash, claimCodeHash(claim.id, code))) {
    const left = CLAIM_CODE_MAX_ATTEMPTS - claim.attempts - 1;
    throw left > 1
      ? refused("code", "codeWrong", { left })
      : refused("code", left === 1 ? "codeWrongOnce" : "tooManyCodes");
  }
}

/** Outcomes that mean the website answered (without the token), as opposed to not being reachable at all. */
const ANSWERED = new Set(["missing", "http_error", "not_html", "too_large"]);

function siteProblem(check: Extract<SiteCheck, { found: null }>, token: string): ErrorKey {
  const reached = ANSWERED.has(check.file) || ANSWERED.has(check.meta);
  return reached
    ? key("tokenMissing", { token, path: CLAIM_FILE_PATH, tag: `<meta name="${CLAIM_META_NAME}">` })
    : key("siteUnreachable");
}

/** Proves a claim: the emailed code, or the token found on the website. */
export async function verifyClaim(
  user: SessionUser,
  claimId: string,
  input: ClaimVerifyInput,
  ip: string,
  now = new Date(),
): Promise<ClaimView> {
  requireConfirmedEmail(user);
  const claim = await pendingClaim(user.id, claimId);
  if (claim.method === "email") {
    await checkCode(claim, input.code, now);
    return prove(claim, "email", ip, now);
  }
  if (claim.method === "file" || claim.method === "meta") {
    const token = claimToken(claim);
    const check = claim.listing.website ? await findTokenOnSite(claim.listing.website, token) : null;
    if (!check || !check.found)
      throw new AppError("unprocessable", check ? siteProblem(check, token) : key("siteMissing"));
    return prove(claim, check.found, ip, now);
  }
  throw new AppError("conflict", key("awaitingReview"));
}
