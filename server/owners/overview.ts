import "server-only";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { adminListingSelect } from "@/server/listings/read";
import { DIFF_FIELDS, diffListing, type ListingFieldValues } from "@/server/listings/changes";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";

type ListingLink = { id: string; name: string; path: string };
type Member = { name: string; email: string };
type JsonRecord = Record<string, Prisma.JsonValue>;

type ClaimToReview = {
  id: string;
  listing: ListingLink;
  member: Member;
  note: string | null;
  createdAt: string;
};
/** A held text's disease claim, where it stands in its field's text (a list field: in which item). */
type ChangeClaim = { field: string; phrase: string; start: number; end: number };
type ChangeToReview = {
  id: string;
  listing: ListingLink;
  /** The owner who asked; null for a held text from a submission, an import or the admin's editor. */
  member: Member | null;
  source: string;
  before: JsonRecord;
  after: JsonRecord;
  /** A held text's disease claims; empty for a change to the name, slug or website. */
  claims: ChangeClaim[];
  createdAt: string;
};
type OwnerEdit = {
  id: string;
  listing: ListingLink;
  member: Member | null;
  before: JsonRecord;
  after: JsonRecord;
  createdAt: string;
  /** The listing still shows exactly this edit's values: it can be reverted. */
  live: boolean;
};
type OwnerRow = { id: string; listing: ListingLink; member: Member; method: string; verifiedAt: string };
export type OwnersOverview = {
  claims: ClaimToReview[];
  changes: ChangeToReview[];
  edits: OwnerEdit[];
  owners: OwnerRow[];
};

const RECENT = 50;
const listingLink = (listing: { id: string; name: string; kind: ListingKind; slug: string }): ListingLink => ({
  id: listing.id,
  name: listing.name,
  path: listingPath(listing),
});
const member = (user: { firstName: string | null; lastName: string | null; email: string }): Member => ({
  name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
  email: user.email,
});
const record = (json: Prisma.JsonValue | null): JsonRecord =>
  json && typeof json === "object" && !Array.isArray(json) ? (json as JsonRecord) : {};
const claimsOf = (json: Prisma.JsonValue | null): ChangeClaim[] =>
  Array.isArray(json)
    ? json.flatMap((item) => {
        const claim = record(item);
        const { field, phrase, start, end } = claim;
        return typeof field === "string" &&
          typeof phrase === "string" &&
          typeof start === "number" &&
          typeof end === "number"
          ? [{ field, phrase, start, end }]
          : [];
      })
    : [];
const listingSelect = { select: { id: true, name: true, kind: true, slug: true } } as const;
const userSelect = { select: { firstName: true, lastName: true, email: true } } as const;

async function recentOwnerEdits(): Promise<OwnerEdit[]> {
  const entries = await db.auditLog.findMany({
    where: { action: "listing.owner_edit", entityType: "listing" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT,
    select: { id: true, actor: true, entityId: true, before: true, after: true, createdAt: true },
  });
  const listings = await db.listing.findMany({
    where: { id: { in: [...new Set(entries.map((e) => e.entityId))] } },
    select: adminListingSelect,
  });
  const byId = new Map(listings.map((row) => [row.id, row]));
  const userIds = [...new Set(entries.map((entry) => entry.actor.replace(/^owner:/, "")))];
  const users = await db.user.findMany({
    where: { id: { in: userIds } },
    select: { id: true, firstName: true, lastName: true, email: true },
  });
  const usersById = new Map(users.map((user) => [user.id, user]));
  return entries.flatMap((entry) => {
    const listing = byId.get(entry.entityId);
    if (!listing) return [];
    const after = record(entry.after);
    const values = Object.fromEntries(
      Object.entries(after).filter(([field]) => (DIFF_FIELDS as readonly string[]).includes(field)),
    );
    const user = usersById.get(entry.actor.replace(/^owner:/, ""));
    return [
      {
        id: entry.id,
        listing: listingLink(listing),
        member: user ? member(user) : null,
        before: record(entry.before),
        after,
        createdAt: entry.createdAt.toISOString(),
        live: diffListing(listing, values as ListingFieldValues).fields.length === 0,
      },
    ];
  });
}

/** The admin's owner tools: manual claims and identity changes waiting, recent owner edits, and every owner. */
export async function getOwnersOverview(): Promise<OwnersOverview> {
  const [claims, changes, edits, owners] = await Promise.all([
    db.listingClaim.findMany({
      where: { method: "manual", status: "pending" },
      orderBy: { createdAt: "asc" },
      take: RECENT,
      select: { id: true, note: true, createdAt: true, listing: listingSelect, user: userSelect },
    }),
    db.listingChangeRequest.findMany({
      where: { status: "pending" },
      orderBy: { createdAt: "asc" },
      take: RECENT,
      select: {
        id: true,
        source: true,
        before: true,
        after: true,
        claims: true,
        createdAt: true,
        listing: listingSelect,
        user: userSelect,
      },
    }),
    recentOwnerEdits(),
    db.listingOwner.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 200,
      select: { id: true, method: true, verifiedAt: true, listing: listingSelect, user: userSelect },
    }),
  ]);
  return {
    claims: claims.map((row) => ({
      id: row.id,
      listing: listingLink(row.listing),
      member: member(row.user),
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
    changes: changes.map((row) => ({
      id: row.id,
      listing: listingLink(row.listing),
      member: row.user ? member(row.user) : null,
      source: row.source,
      before: record(row.before),
      after: record(row.after),
      claims: claimsOf(row.claims),
      createdAt: row.createdAt.toISOString(),
    })),
    edits,
    owners: owners.map((row) => ({
      id: row.id,
      listing: listingLink(row.listing),
      member: member(row.user),
      method: row.method,
      verifiedAt: row.verifiedAt.toISOString(),
    })),
  };
}
