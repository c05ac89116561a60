import "server-only";
import { AppError, fieldError, invalidInput } from "@/lib/http/app-error";
import { HEALTH_CLAIM_ERRORS as E } from "@/lib/health-claims/errors";
import type { ClaimNutrient, ClaimNutrientInput, HealthClaim, HealthClaimInput } from "@/lib/health-claims/schemas";
import { recordAudit } from "@/server/audit";
import { revalidateHealthClaims } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { claimOfRow } from "./queries";

/** The caller's request address, and its clock's day (YYYY-MM-DD): a checked date is never after it. */
type Options = { ip?: string | null; today: string };

function refuseFutureCheck(checkedAt: string | null, today: string) {
  if (checkedAt !== null && checkedAt > today)
    throw invalidInput({ checkedAt: [{ code: E.checkedFuture, params: { today } }] });
}

const nutrientData = (input: ClaimNutrientInput) => ({
  names: input.names,
  nrvAmount: input.nrv?.amount ?? null,
  nrvUnit: input.nrv?.unit ?? null,
  sourceUrl: input.sourceUrl,
  checkedAt: input.checkedAt,
});

const claimData = (input: HealthClaimInput) => ({
  nutrientSlug: input.nutrient,
  wording: input.wording,
  minAmount: input.minAmount,
  minUnit: input.minUnit,
  regulation: input.regulation,
  sourceUrl: input.sourceUrl,
  checkedAt: input.checkedAt,
});

/**
 * Saves a nutrient (the slug names it: saving a slug again edits it), with its audit record in the same transaction;
 * supplement pages refresh.
 */
export async function saveClaimNutrient(input: ClaimNutrientInput, options: Options): Promise<ClaimNutrient> {
  refuseFutureCheck(input.checkedAt, options.today);
  const data = nutrientData(input);
  await db.$transaction(async (tx) => {
    const before = await tx.claimNutrient.findUnique({ where: { slug: input.slug } });
    await tx.claimNutrient.upsert({ where: { slug: input.slug }, create: { slug: input.slug, ...data }, update: data });
    await recordAudit(tx, {
      action: "claim_nutrient.save",
      entityType: "claim_nutrient",
      entityId: input.slug,
      before: before
        ? {
            names: before.names as Prisma.InputJsonValue,
            nrvAmount: before.nrvAmount,
            nrvUnit: before.nrvUnit,
            sourceUrl: before.sourceUrl,
            checkedAt: before.checkedAt,
          }
        : null,
      after: data,
      ip: options.ip,
    });
  });
  revalidateHealthClaims();
  return input;
}

/** Deletes a nutrient that has no claims left (a claim's legal wording is never removed with its nutrient). */
export async function deleteClaimNutrient(slug: string, options: { ip?: string | null }): Promise<void> {
  await db.$transaction(async (tx) => {
    const nutrient = await tx.claimNutrient.findUnique({
      where: { slug },
      include: { _count: { select: { claims: true } } },
    });
    if (!nutrient) throw new AppError("not_found", { code: E.notFound, params: {} });
    if (nutrient._count.claims > 0)
      throw fieldError("conflict", "slug", { code: E.nutrientHasClaims, params: { count: nutrient._count.claims } });
    await tx.claimNutrient.delete({ where: { slug } });
    await recordAudit(tx, {
      action: "claim_nutrient.delete",
      entityType: "claim_nutrient",
      entityId: slug,
      before: {
        names: nutrient.names as Prisma.InputJsonValue,
        nrvAmount: nutrient.nrvAmount,
        nrvUnit: nutrient.nrvUnit,
      },
      ip: options.ip,
    });
  });
  revalidateHealthClaims();
}

async function requireNutrient(tx: Prisma.TransactionClient, slug: string) {
  if (!(await tx.claimNutrient.findUnique({ where: { slug }, select: { slug: true } })))
    throw invalidInput({ nutrient: [{ code: E.unknownNutrient, params: { value: slug } }] });
}

/** Adds a claim to a nutrient of the register, audit-logged in the same transaction; supplement pages refresh. */
export async function createHealthClaim(input: HealthClaimInput, options: Options): Promise<HealthClaim> {
  refuseFutureCheck(input.checkedAt, options.today);
  const data = claimData(input);
  const saved = await db.$transaction(async (tx) => {
    await requireNutrient(tx, input.nutrient);
    const row = await tx.healthClaim.create({ data });
    await recordAudit(tx, {
      action: "health_claim.save",
      entityType: "health_claim",
      entityId: row.id,
      before: null,
      after: data,
      ip: options.ip,
    });
    return { id: row.id, ...input };
  });
  revalidateHealthClaims();
  return saved;
}

/** Edits the claim the id names (its wording, condition, source), audit-logged with what it was. */
export async function updateHealthClaim(id: string, input: HealthClaimInput, options: Options): Promise<HealthClaim> {
  refuseFutureCheck(input.checkedAt, options.today);
  const data = claimData(input);
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.healthClaim.findUnique({ where: { id } });
    if (!before) throw new AppError("not_found", { code: E.notFound, params: {} });
    await requireNutrient(tx, input.nutrient);
    await tx.healthClaim.update({ where: { id }, data });
    const was = claimOfRow(before);
    await recordAudit(tx, {
      action: "health_claim.save",
      entityType: "health_claim",
      entityId: id,
      before: was ? claimData(was) : { wording: before.wording as Prisma.InputJsonValue },
      after: data,
      ip: options.ip,
    });
    return { id, ...input };
  });
  revalidateHealthClaims();
  return saved;
}

export async function deleteHealthClaim(id: string, options: { ip?: string | null }): Promise<void> {
  await db.$transaction(async (tx) => {
    const claim = await tx.healthClaim.findUnique({ where: { id } });
    if (!claim) throw new AppError("not_found", { code: E.notFound, params: {} });
    await tx.healthClaim.delete({ where: { id } });
    await recordAudit(tx, {
      action: "health_claim.delete",
      entityType: "health_claim",
      entityId: id,
      before: {
        nutrient: claim.nutrientSlug,
        wording: claim.wording as Prisma.InputJsonValue,
        minAmount: claim.minAmount,
        minUnit: claim.minUnit,
      },
      ip: options.ip,
    });
  });
  revalidateHealthClaims();
}
