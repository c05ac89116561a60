import "server-only";
import { BRAND_PATCH_ERRORS } from "@/lib/brands/moderation-errors";
import type { AdminBrand } from "@/lib/brands/moderation-types";
import { AppError } from "@/lib/http/app-error";
import { ADMIN_ACTOR, recordAudit, type AuditAction, type AuditEntry } from "@/server/audit";
import { announceListingChange, publishListingIn } from "@/server/listings/publish";
import { revalidateListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { prepareAlertQueueing } from "@/server/alerts";
import type { ListingPlacement } from "@/lib/listings/placement";
import { adminBrandSelect, auditState, toAdminBrand, type AdminBrandRow } from "./admin-select";

/** Where the admin acts from, for the audit log. */
type AuditMeta = { ip: string };

const refused = (name: keyof typeof BRAND_PATCH_ERRORS) => ({ code: BRAND_PATCH_ERRORS[name], params: {} });

type Tx = Prisma.TransactionClient;

const notFound = () => new AppError("not_found", refused("notFound"));

async function findBrand(client: Tx, id: string): Promise<AdminBrandRow> {
  const row = await client.listing.findFirst({ where: { id, kind: "brand" }, select: adminBrandSelect });
  if (!row) throw notFound();
  return row;
}

const audit = (
  tx: Tx,
  meta: AuditMeta,
  action: AuditAction,
  id: string,
  before: AuditEntry["before"],
  after?: AuditEntry["after"],
) => recordAudit(tx, { action, entityType: "listing", entityId: id, before, after, ip: meta.ip });

/** Featuring is the editors' choice: taking it away leaves a sponsored place (paid for, labelled) as it is. */
const unfeatured = (placement: ListingPlacement | null) => (placement === "sponsored" ? placement : null);

/**
 * Approve: one transaction reads the brand once, publishes it through the one publishing path, marks it verified and
 * unfeatured and records one audit row holding the whole move; its pages are revalidated once, after the commit.
 * Idempotent; an already published brand (curated, unverified) is verified the same way.
 */
export async function approveBrand(id: string, meta: AuditMeta): Promise<AdminBrand> {
  await prepareAlertQueueing();
  const { row, change } = await db.$transaction(async (tx) => {
    const before = await findBrand(tx, id);
    const { change } = await publishListingIn(tx, before, ADMIN_ACTOR, { audited: false });
    // Unpublished by a concurrent write since the read: nothing is verified that is not live.
    const updated = await tx.listing.updateMany({
      where: { id, kind: "brand", status: "published" },
      data: { verified: true, placement: unfeatured(before.placement) },
    });
    if (!updated.count) throw notFound();
    const after = { ...before, status: "published" as const, verified: true, placement: unfeatured(before.placement) };
    await audit(tx, meta, "brand.approve", id, auditState(before), auditState(after));
    return { row: after, change };
  });
  revalidateListingChange(change);
  announceListingChange(change);
  return toAdminBrand(row);
}

/** Feature or unfeature: only a verified, published brand; 409 otherwise. */
export async function setBrandFeatured(id: string, featured: boolean, meta: AuditMeta): Promise<AdminBrand> {
  const row = await db.$transaction(async (tx) => {
    const before = await findBrand(tx, id);
    const updated = await tx.listing.updateMany({
      where: { id, kind: "brand", status: "published", verified: true },
      data: { placement: featured ? "editorial" : unfeatured(before.placement) },
    });
    if (!updated.count) throw new AppError("conflict", refused("featureUnverified"));
    const after = { ...before, placement: featured ? ("editorial" as const) : unfeatured(before.placement) };
    if (before.placement !== after.placement)
      await audit(tx, meta, featured ? "brand.feature" : "brand.unfeature", id, auditState(before), auditState(after));
    return after;
  });
  revalidateListingChange({ id: row.id, slug: row.slug });
  return toAdminBrand(row);
}

/** Reject: the pending submission is deleted (its BrandSubmission row keeps the record); a listed brand stays. */
export async function rejectBrand(id: string, meta: AuditMeta): Promise<{ id: string; deleted: true }> {
  const row = await db.$transaction(async (tx) => {
    const before = await findBrand(tx, id);
    const deleted = await tx.listing.deleteMany({ where: { id, kind: "brand", status: "pending" } });
    if (!deleted.count) throw new AppError("conflict", refused("rejectPublished"));
    await audit(tx, meta, "brand.reject", id, {
      ...auditState(before),
      name: before.name,
      slug: before.slug,
      website: before.website,
    });
    return before;
  });
  revalidateListingChange({ id: row.id, slug: row.slug });
  return { id, deleted: true };
}
