import "server-only";
import { CONFLICT_MESSAGE, type ListingStatusValue } from "@/lib/listings/editor-schema";
import type { ListingKind } from "@/lib/directory/kinds";
import { LISTING_ERRORS } from "@/lib/listings/editor-errors";
import { originalLanguageProblem } from "@/lib/listings/editor-translations";
import { AppError, fieldError, invalidInput } from "@/lib/http/app-error";
import { ADMIN_ACTOR, recordAudit, type AuditAction } from "@/server/audit";
import { revalidateListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { Prisma } from "@/server/db/generated/client";
import { creationData, diffListing, type ListingDiff, type ListingFieldValues } from "../changes/changes";
import { prismaRunner } from "@/server/db/sql-runner";
import { prepareCityLookup, syncCityPoints } from "@/server/geo";
import { registeredClaimWordings } from "@/server/health-claims";
import { adminListingSelect, type AdminListingRow } from "../read/admin-select";
import { prepareAlertQueueing } from "@/server/alerts";
import { refuseUnknownPanelMarkers } from "@/server/biomarkers";
import { publishListingIn } from "../publish/publish";
import { announceListingChange } from "../publish/announce";
import type { HeldClaims, HoldSource } from "@/lib/listings/held-claims";
import { dropSupersededHolds, holdClaimedText, splitHeldText } from "./held-claims";

export type WriteOptions = { ip?: string | null; actor?: string };
export type WriteResult = {
  listing: AdminListingRow;
  fields: string[];
  published: boolean;
  /** The texts held for the admin because they make a disease claim, if any. */
  held: HeldClaims | null;
};

/** The row a compare-and-set update named no longer matches its condition (P2025). */
const isRecordNotFound = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";

function slugTaken(kind: ListingKind): AppError {
  return fieldError("conflict", "slug", { code: LISTING_ERRORS.slugInUse, params: { kind: `kinds.kinds.${kind}` } });
}

/**
 * The changes an edit or import would make, status included: leaving "published" is an ordinary change, becoming
 * published is the publishing step's (listed as "status" here, written by publishListingIn).
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

/**
 * After the commit, once: a draft's edits show nowhere; a listing just published shows everywhere, cards included; a
 * published (or just unpublished) listing's edits show everywhere, and on other pages' cards only when a field a card
 * shows changed.
 */
function revalidateWrite(
  listing: { id: string; slug: string },
  wasPublished: boolean,
  publishing: boolean,
  previousSlug: string | null,
  fields?: readonly string[],
): void {
  if (publishing) revalidateListingChange({ id: listing.id, slug: listing.slug, previousSlug });
  else if (wasPublished) revalidateListingChange({ id: listing.id, slug: listing.slug, previousSlug, fields });
  // A page went live or a live page changed: search engines are told (IndexNow, when configured).
  if (publishing || wasPublished) announceListingChange(listing);
}

type UpdateOptions = WriteOptions & {
  /** The authorised claims' wordings, read before the transaction (registeredClaimWordings). */
  registeredClaims?: readonly string[];
  action: Extract<
    AuditAction,
    | "listing.edit"
    | "listing.import.update"
    | "listing.owner_edit"
    | "listing.owner_edit.revert"
    | "listing.change_request.approve"
    | "listing.verifier.auto_fill"
    | "listing.verifier.accept"
    | "listing.sponsorship.start"
    | "listing.sponsorship.end"
  >;
  expectedUpdatedAt?: string;
  /** The rest of the user's action (e.g. marking a change request decided), committed with the edit or not at all. */
  alsoInTransaction?: (tx: Prisma.TransactionClient) => Promise<void>;
};

/**
 * Who wrote an edit, for the disease-claim hold: every write path is held but the admin's approval of a held text
 * and the revert of an owner's edit (which puts back what was already published); a paid place's start and end change
 * only its placement.
 */
const HOLD_SOURCE: Record<UpdateOptions["action"], HoldSource | null> = {
  "listing.edit": "admin",
  "listing.import.update": "import",
  "listing.owner_edit": "owner",
  "listing.owner_edit.revert": null,
  "listing.change_request.approve": null,
  "listing.verifier.auto_fill": "import",
  "listing.verifier.accept": "admin",
  "listing.sponsorship.start": null,
  "listing.sponsorship.end": null,
};

const OWNER_ACTOR = /^owner:(.+)$/;

/** What a write step changed: the row as read and as written (the same row when nothing changed), and the diff. */
type WrittenListing = {
  current: AdminListingRow;
  listing: AdminListingRow;
  diff: ListingDiff;
  held: HeldClaims | null;
};

/** The listing an edit changes, read once, in the transaction that writes it. */
export async function readListingForUpdate(tx: Prisma.TransactionClient, id: string): Promise<AdminListingRow> {
  const listing = await tx.listing.findUnique({ where: { id }, select: adminListingSelect });
  if (!listing) throw new AppError("not_found", "Listing not found");
  return listing;
}

/**
 * The write step of an edit, in the caller's transaction on the row it read: only the changed fields are written,
 * with an audit row holding their before and after, refusing a listing changed since `expectedUpdatedAt`. The caller
 * awaits prepareCityLookup(values) before its transaction, and revalidates after the commit.
 */
export async function writeListingChanges(
  tx: Prisma.TransactionClient,
  current: AdminListingRow,
  values: ListingFieldValues,
  status: ListingStatusValue | undefined,
  options: UpdateOptions,
): Promise<WrittenListing> {
  if (options.expectedUpdatedAt && options.expectedUpdatedAt !== current.updatedAt.toISOString())
    throw new AppError("conflict", { code: CONFLICT_MESSAGE, params: {} });
  const translationProblem = values.translations && originalLanguageProblem(current.contentLocale, values.translations);
  if (translationProblem) throw invalidInput(translationProblem);
  await refuseUnknownPanelMarkers(tx, values.testPanels);
  const source = HOLD_SOURCE[options.action];
  const ownerId = OWNER_ACTOR.exec(options.actor ?? "")?.[1] ?? null;
  const split = source
    ? splitHeldText(current.kind, values, {
        changed: diffListing(current, values).fields,
        registered: options.registeredClaims,
      })
    : { direct: values, held: {}, claims: [] };
  const held = split.claims.length
    ? await holdClaimedText(tx, {
        listingId: current.id,
        source: source!,
        userId: ownerId,
        before: current,
        held: split.held,
        claims: split.claims,
        actor: options.actor ?? ADMIN_ACTOR,
        ip: options.ip,
      })
    : null;
  const diff = plannedChanges(current, split.direct, status);
  if (!Object.keys(diff.data).length) return { current, listing: current, diff, held };
  if (ownerId)
    await dropSupersededHolds(tx, { listingId: current.id, userId: ownerId, written: Object.keys(diff.after) });
  // Compare-and-set on updatedAt: a write that landed since the read makes this one a 409, never a lost update.
  const listing = await tx.listing
    .update({ where: { id: current.id, updatedAt: current.updatedAt }, data: diff.data, select: adminListingSelect })
    .catch((error: unknown) => {
      throw isRecordNotFound(error) ? new AppError("conflict", { code: CONFLICT_MESSAGE, params: {} }) : error;
    });
  await syncCityPoints(prismaRunner(tx), [current.id]);
  const auditDiff = { before: { ...diff.before }, after: { ...diff.after } };
  // The status move to published is recorded by the publishing step itself.
  if (diff.after.status === "published") {
    delete auditDiff.before.status;
    delete auditDiff.after.status;
  }
  await recordAudit(tx, {
    action: options.action,
    entityType: "listing",
    entityId: current.id,
    actor: options.actor,
    ...auditDiff,
    ip: options.ip,
  });
  return { current, listing, diff, held };
}

/** The slug an edit leaves the listing under, and the one it moved from. */
function slugsOf({ current, diff }: WrittenListing): { slug: string; previousSlug: string | null } {
  const slug = typeof diff.after.slug === "string" ? diff.after.slug : current.slug;
  return { slug, previousSlug: slug !== current.slug ? current.slug : null };
}

/**
 * Edits one listing (the editor and the import's updates) in one transaction: writeListingChanges, then, when asked,
 * the publishing step on the same row; revalidated once, after the commit.
 */
export async function updateListing(
  id: string,
  values: ListingFieldValues,
  status: ListingStatusValue | undefined,
  options: UpdateOptions,
): Promise<WriteResult> {
  const publish = status === "published";
  let written: WrittenListing & { published: boolean };
  await prepareCityLookup(values);
  if (publish) await prepareAlertQueueing();
  const registeredClaims = await registeredClaimWordings();
  try {
    written = await db.$transaction(async (tx) => {
      const step = await writeListingChanges(tx, await readListingForUpdate(tx, id), values, status, {
        ...options,
        registeredClaims,
      });
      await options.alsoInTransaction?.(tx);
      if (!publish || step.current.status === "published") return { ...step, published: false };
      const { slug } = slugsOf(step);
      const { published } = await publishListingIn(tx, { id, slug, status: step.current.status }, ADMIN_ACTOR);
      return { ...step, published };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken((await loadListing(id)).kind);
    throw error;
  }
  const { current, listing, diff, published, held } = written;
  const { slug, previousSlug } = slugsOf(written);
  const wasPublished = current.status === "published";
  const publishing = publish && !wasPublished;
  if (diff.fields.length) revalidateWrite({ id, slug }, wasPublished, publishing, previousSlug, diff.fields);
  return { listing: publishing ? await loadListing(id) : listing, fields: diff.fields, published, held };
}

/**
 * Creates a listing from an import row: origin "import", audit-logged, and published in the same transaction when
 * asked. A supplement's or a food's row whose text makes a disease claim is created unpublished (a draft), without
 * that text, which is held for the admin.
 */
export async function createImportedListing(
  kind: ListingKind,
  rowValues: ListingFieldValues & { name: string; slug: string },
  requestedStatus: ListingStatusValue,
  options: WriteOptions,
): Promise<WriteResult> {
  const {
    direct: values,
    held: heldValues,
    claims,
  } = splitHeldText(kind, rowValues, {
    registered: await registeredClaimWordings(),
  });
  const status = claims.length && requestedStatus === "published" ? "draft" : requestedStatus;
  const publish = status === "published";
  let created: { listing: AdminListingRow; published: boolean; held: HeldClaims | null };
  await prepareCityLookup(values);
  if (publish) await prepareAlertQueueing();
  try {
    created = await db.$transaction(async (tx) => {
      await refuseUnknownPanelMarkers(tx, values.testPanels);
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
      const held = claims.length
        ? await holdClaimedText(tx, {
            listingId: listing.id,
            source: "import",
            userId: null,
            before: {},
            held: heldValues,
            claims,
            actor: ADMIN_ACTOR,
            ip: options.ip,
          })
        : null;
      if (!publish) return { listing, published: false, held };
      return { listing, published: (await publishListingIn(tx, listing, ADMIN_ACTOR)).published, held };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(kind);
    throw error;
  }
  const { listing, published, held } = created;
  revalidateWrite(listing, false, publish, null);
  return { listing: publish ? await loadListing(listing.id) : listing, fields: [], published, held };
}
