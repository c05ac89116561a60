import "server-only";
import type { ListingKind } from "@/lib/directory/kinds";
import { diseaseClaimsOf, type FieldClaim } from "@/lib/listings/disease-claims";
import { heldPhrasesOf, type HeldClaims, type HoldSource } from "@/lib/listings/held-claims";
import { recordAudit } from "@/server/audit";
import { Prisma } from "@/server/db/generated/client";

type Tx = Prisma.TransactionClient;
type Values = Record<string, unknown>;

/** The field a claim holds back: a translation's claim holds the listing's translations, which are one value. */
const heldFieldOf = ({ field }: Pick<FieldClaim, "field">) => field.split(".")[0]!;

/** A held claim as the request stores it. */
type FieldClaimRecord = { field: string; phrase: string; start: number; end: number; locale: string };

/**
 * The values a write sets for a listing of `kind`, split in two: what is written now, and each claim-checked field
 * whose text makes a disease claim, held (with the claims) for the admin. Only fields named in `changed` are
 * checked, so a text already on the listing never holds an unrelated save; `registered` are the authorised claims'
 * wordings, which hold nothing.
 */
export function splitHeldText<V extends Values>(
  kind: ListingKind,
  values: V,
  {
    changed = Object.keys(values),
    registered = [],
  }: { changed?: readonly string[]; registered?: readonly string[] } = {},
): { direct: V; held: Partial<V>; claims: FieldClaim[] } {
  const checked = Object.fromEntries(Object.entries(values).filter(([field]) => changed.includes(field)));
  const claims = diseaseClaimsOf(kind, checked, registered);
  if (!claims.length) return { direct: values, held: {}, claims };
  const heldFields = new Set(claims.map(heldFieldOf));
  const direct = Object.fromEntries(Object.entries(values).filter(([field]) => !heldFields.has(field))) as V;
  const held = Object.fromEntries(Object.entries(values).filter(([field]) => heldFields.has(field))) as Partial<V>;
  return { direct, held, claims };
}

type Hold = {
  listingId: string;
  source: HoldSource;
  /** The owner who wrote it; null for a submission, an import or the admin. */
  userId: string | null;
  /** The held fields' values on the listing now (absent for a new listing). */
  before: Values;
  held: Values;
  claims: FieldClaim[];
  actor: string;
  ip?: string | null;
};

/**
 * Holds a text for the admin, in the caller's transaction: a pending change request with the held values and the
 * matched phrases, audit-logged. An owner's new held text replaces their earlier one still waiting.
 */
export async function holdClaimedText(tx: Tx, hold: Hold): Promise<HeldClaims> {
  if (hold.userId)
    await tx.listingChangeRequest.deleteMany({
      where: {
        listingId: hold.listingId,
        userId: hold.userId,
        status: "pending",
        claims: { not: Prisma.DbNull },
      },
    });
  const claims: FieldClaimRecord[] = hold.claims.map(({ field, claim }) => ({
    field,
    phrase: claim.phrase,
    start: claim.start,
    end: claim.end,
    locale: claim.locale,
  }));
  const before = Object.fromEntries(Object.keys(hold.held).map((field) => [field, hold.before[field] ?? null]));
  const request = await tx.listingChangeRequest.create({
    data: {
      listingId: hold.listingId,
      userId: hold.userId,
      source: hold.source,
      before: before as Prisma.InputJsonObject,
      after: hold.held as Prisma.InputJsonObject,
      claims,
    },
    select: { id: true },
  });
  await recordAudit(tx, {
    action: "listing.health_claim.hold",
    actor: hold.actor,
    entityType: "listing",
    entityId: hold.listingId,
    after: { request: request.id, source: hold.source, claims: claims.map(({ field, phrase }) => ({ field, phrase })) },
    ip: hold.ip,
  });
  return { id: request.id, claims: heldPhrasesOf(claims), after: hold.held };
}

/**
 * What an owner writes now supersedes their text still held for the same fields: approved later, the older text
 * would overwrite the newer one. Those fields leave the waiting request, which goes once nothing of it is left.
 */
export async function dropSupersededHolds(
  tx: Tx,
  { listingId, userId, written }: { listingId: string; userId: string; written: readonly string[] },
): Promise<void> {
  if (!written.length) return;
  const requests = await tx.listingChangeRequest.findMany({
    where: { listingId, userId, status: "pending", claims: { not: Prisma.DbNull } },
    select: { id: true, before: true, after: true, claims: true },
  });
  for (const request of requests) {
    const after = request.after as Prisma.JsonObject;
    const superseded = new Set(Object.keys(after).filter((field) => written.includes(field)));
    if (!superseded.size) continue;
    const rest = (record: Prisma.JsonValue) =>
      Object.fromEntries(Object.entries(record as Prisma.JsonObject).filter(([field]) => !superseded.has(field)));
    if (Object.keys(rest(after)).length === 0) {
      await tx.listingChangeRequest.delete({ where: { id: request.id } });
      continue;
    }
    const claims = (request.claims as FieldClaimRecord[]).filter((claim) => !superseded.has(heldFieldOf(claim)));
    await tx.listingChangeRequest.update({
      where: { id: request.id },
      data: {
        before: rest(request.before) as Prisma.InputJsonObject,
        after: rest(after) as Prisma.InputJsonObject,
        claims: claims as Prisma.InputJsonArray,
      },
    });
  }
}
