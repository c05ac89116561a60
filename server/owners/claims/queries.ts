import "server-only";
import { CLAIM_CODE_MAX_ATTEMPTS, type ClaimView } from "@/lib/owners/claim-schema";
import { isListingKind, type ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { claimToken, websiteDomain } from "./proof";

export const claimSelect = {
  id: true,
  listingId: true,
  userId: true,
  method: true,
  status: true,
  email: true,
  codeHash: true,
  codeExpiresAt: true,
  attempts: true,
  note: true,
  adminNote: true,
  createdAt: true,
} satisfies Prisma.ListingClaimSelect;

type ClaimRow = Prisma.ListingClaimGetPayload<{ select: typeof claimSelect }>;

export function toClaimView(row: ClaimRow): ClaimView {
  const method = row.method === "admin" ? "manual" : row.method;
  return {
    id: row.id,
    method,
    status: row.status,
    email: row.email,
    codeExpiresAt: row.codeExpiresAt?.toISOString() ?? null,
    attemptsLeft: Math.max(0, CLAIM_CODE_MAX_ATTEMPTS - row.attempts),
    token: (method === "file" || method === "meta") && row.status === "pending" ? claimToken(row) : null,
    note: row.note,
    adminNote: row.adminNote,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ClaimPage = {
  listing: { id: string; kind: ListingKind; slug: string; name: string; website: string | null; domain: string | null };
  owner: { verifiedAt: string } | null;
  claim: ClaimView | null;
};

/** How long a decided claim stays on the claim page (a rejected manual claim's note, say). */
const RECENT_MS = 30 * 24 * 60 * 60 * 1000;

/** The claim page of one published listing for one member: are they its owner, and their latest claim of it. */
export async function getClaimPage(
  userId: string,
  kind: string,
  slug: string,
  now = new Date(),
): Promise<ClaimPage | null> {
  if (!isListingKind(kind)) return null;
  const listing = await db.listing.findFirst({
    where: { kind, slug, status: "published" },
    select: {
      id: true,
      kind: true,
      slug: true,
      name: true,
      website: true,
      owners: { where: { userId }, select: { verifiedAt: true } },
      claims: {
        where: { userId, status: { not: "cancelled" }, createdAt: { gte: new Date(now.getTime() - RECENT_MS) } },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: claimSelect,
      },
    },
  });
  if (!listing) return null;
  const { owners, claims, ...rest } = listing;
  const owner = owners[0];
  const claim = claims[0];
  return {
    listing: { ...rest, domain: websiteDomain(rest.website) },
    owner: owner ? { verifiedAt: owner.verifiedAt.toISOString() } : null,
    claim: claim ? toClaimView(claim) : null,
  };
}
