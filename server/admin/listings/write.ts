import "server-only";
import { CONFLICT_MESSAGE, type ListingStatusValue } from "@/lib/admin/listing-schema";
import { KIND_LABELS, type ListingKind } from "@/lib/directory/kinds";
import { originalLanguageProblem } from "@/lib/admin/listing-translations";
import { AppError, invalidInput, statedIssues } from "@/lib/http/app-error";
import { ADMIN_ACTOR, recordAudit, type AuditAction } from "@/server/admin/audit/record";
import { revalidateListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { creationData, diffListing, type ListingDiff, type ListingFieldValues } from "./changes";
import { prismaRunner } from "@/server/db/sql-runner";
import { prepareCityLookup, syncCityPoints } from "@/server/geo/city-points";
import { adminListingSelect, type AdminListingRow } from "./select";
import { publishListing } from "./publish";

export type WriteOptions = { ip?: string | null; actor?: string };
export type WriteResult = { listing: AdminListingRow; fields: string[]; published: boolean };

function slugTaken(kind: ListingKind): AppError {
  const message = `Another ${KIND_LABELS[kind].toLowerCase()} already uses this slug`;
  return new AppError("conflict", message, statedIssues({ slug: [message] }));
}

/**
 * The changes an edit or import would make, status included: leaving "published" is an ordinary change, becoming
 * published is publishListing's (listed as "status" here, written by it after the commit).
 */
export function plannedChanges(
  current: AdminListingRow,
  values: ListingFieldValues,
  status: ListingStatusValue | undefined,
): ListingDiff {
  const diff = diffListing(current, values);
  if (!status || status === current.status) return diff;
  diff.fields.push("status");
  diff.before.status = current.status;
  diff.after.status = status;
  if (status !== "published") diff.data = { ...diff.data, status };
  return diff;
}

async function loadListing(id: string): Promise<AdminListingRow> {
  const listing = await db.listing.findUnique({ where: { id }, select: adminListingSelect });
  if (!listing) throw new AppError("not_found", "Listing not found");
  return listing;
}

/** After the commit: publish through the one publishing path when asked, then refresh whatever the public saw. */
async function publishAndRevalidate(
  listing: { id: string; slug: string },
  wasPublished: boolean,
  publish: boolean,
  previousSlug: string | null,
  fields?: readonly string[],
): Promise<boolean> {
  if (publish) return (await publishListing(listing.id, ADMIN_ACTOR, { previousSlug }))?.published ?? false;
  // A draft's edits show nowhere; a published (or just unpublished) listing's show everywhere, and on other pages'
  // cards only when a field a card shows changed.
  if (wasPublished) revalidateListingChange({ id: listing.id, slug: listing.slug, previousSlug, fields });
  return false;
}

/**
 * Edits one listing (the editor and the import's updates): only the changed fields are written, with an audit row
 * holding their before and after, in one transaction that refuses a listing changed since `expectedUpdatedAt`.
 */
export async function updateListing(
  id: string,
  values: ListingFieldValues,
  status: ListingStatusValue | undefined,
  options: WriteOptions & {
    action: Extract<
      AuditAction,
      | "listing.edit"
      | "listing.import.update"
      | "listing.owner_edit"
      | "listing.owner_edit.revert"
      | "listing.change_request.approve"
    >;
    expectedUpdatedAt?: string;
  },
): Promise<WriteResult> {
  let written: { current: AdminListingRow; diff: ListingDiff };
  await prepareCityLookup(values);
  try {
    written = await db.$transaction(async (tx) => {
      const current = await tx.listing.findUnique({ where: { id }, select: adminListingSelect });
      if (!current) throw new AppError("not_found", "Listing not found");
      if (options.expectedUpdatedAt && options.expectedUpdatedAt !== current.updatedAt.toISOString())
        throw new AppError("conflict", CONFLICT_MESSAGE);
      const translationProblem =
        values.translations && originalLanguageProblem(current.contentLocale, values.translations);
      if (translationProblem) throw invalidInput(statedIssues(translationProblem));
      const diff = plannedChanges(current, values, status);
      if (!Object.keys(diff.data).length) return { current, diff };
      // Compare-and-set on updatedAt: a write that landed since the read makes this one a 409, never a lost update.
      const updated = await tx.listing.updateMany({ where: { id, updatedAt: current.updatedAt }, data: diff.data });
      if (updated.count === 0) throw new AppError("conflict", CONFLICT_MESSAGE);
      await syncCityPoints(prismaRunner(tx), [id]);
      const auditDiff = { before: { ...diff.before }, after: { ...diff.after } };
      // The status move to published is recorded by publishListing itself.
      if (diff.after.status === "published") {
        delete auditDiff.before.status;
        delete auditDiff.after.status;
      }
      await recordAudit(tx, {
        action: options.action,
        entityType: "listing",
        entityId: id,
        actor: options.actor,
        ...auditDiff,
        ip: options.ip,
      });
      return { current, diff };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken((await loadListing(id)).kind);
    throw error;
  }
  const { current, diff } = written;
  const slug = typeof diff.after.slug === "string" ? diff.after.slug : current.slug;
  const publish = status === "published" && current.status !== "published";
  const touched = diff.fields.length > 0;
  const published = touched
    ? await publishAndRevalidate(
        { id, slug },
        current.status === "published",
        publish,
        slug !== current.slug ? current.slug : null,
        diff.fields,
      )
    : false;
  return { listing: touched ? await loadListing(id) : current, fields: diff.fields, published };
}

/** Creates a listing from an import row: origin "import", audit-logged, and published through publishListing when asked. */
export async function createImportedListing(
  kind: ListingKind,
  values: ListingFieldValues & { name: string; slug: string },
  status: ListingStatusValue,
  options: WriteOptions,
): Promise<WriteResult> {
  let created: AdminListingRow;
  await prepareCityLookup(values);
  try {
    created = await db.$transaction(async (tx) => {
      const listing = await tx.listing.create({
        data: { ...creationData(values), kind, origin: "import", status: status === "published" ? "draft" : status },
        select: adminListingSelect,
      });
      await syncCityPoints(prismaRunner(tx), [listing.id]);
      const after = Object.fromEntries(
        Object.entries({ kind, ...values, status: listing.status })
          .filter(([, value]) => value !== undefined)
          .map(([field, value]) => [field, value instanceof Date ? value.toISOString() : value]),
      );
      await recordAudit(tx, {
        action: "listing.import.create",
        entityType: "listing",
        entityId: listing.id,
        after,
        ip: options.ip,
      });
      return listing;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(kind);
    throw error;
  }
  const publish = status === "published";
  const published = await publishAndRevalidate(created, false, publish, null);
  return { listing: publish ? await loadListing(created.id) : created, fields: [], published };
}
