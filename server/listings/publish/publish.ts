import "server-only";
import { recordAudit } from "@/server/audit";
import { revalidateListingChange, type ListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import type { ListingStatus, Prisma } from "@/server/db/generated/client";
import { prepareAlertQueueing, queueAlertsForListing } from "@/server/alerts";
import { announceListingChange } from "./announce";

export type PublishOutcome = { change: ListingChange; published: boolean } | null;

type PublishOptions = { now?: Date; previousSlug?: string | null };

/** The listing as its caller read it in the same transaction: nothing here reads it again. */
type PublishTarget = { id: string; slug: string; status: ListingStatus };

/**
 * The publishing step, in the caller's transaction on the row it read: status, publishedAt and (the first time)
 * firstPublishedAt, the alert-queue rows of matching subscriptions and, unless the caller's own audit row records
 * the action (`audited: false`), a "listing.publish" audit row. The caller awaits prepareAlertQueueing() before its
 * transaction and, after the commit, revalidates `change` and (when `published`) calls announceListingChange. An
 * already published listing is left as it is.
 */
export async function publishListingIn(
  tx: Prisma.TransactionClient,
  listing: PublishTarget,
  actor: string,
  { now = new Date(), previousSlug = null, audited = true }: PublishOptions & { audited?: boolean } = {},
): Promise<NonNullable<PublishOutcome>> {
  const change = { id: listing.id, slug: listing.slug, previousSlug };
  if (listing.status === "published") return { change, published: false };
  // Compare-and-set on the status: a concurrent publication of the same row publishes (and alerts) once.
  const updated = await tx.listing.updateMany({
    where: { id: listing.id, status: { not: "published" } },
    data: { status: "published", publishedAt: now },
  });
  if (updated.count === 0) return { change, published: false };
  // "First published here" is the first publication only: a listing unpublished and published again keeps it.
  await tx.listing.updateMany({ where: { id: listing.id, firstPublishedAt: null }, data: { firstPublishedAt: now } });
  if (audited)
    await recordAudit(tx, {
      actor,
      action: "listing.publish",
      entityType: "listing",
      entityId: listing.id,
      before: { status: listing.status },
      after: { status: "published" },
    });
  await queueAlertsForListing(tx, listing.id);
  return { change, published: true };
}

/**
 * The one path by which a listing becomes public (approval, import, edit, the operator command), as its own
 * transaction: publishListingIn on the listing with that id or slug; after the commit, its pages, the directory and
 * the sitemap are revalidated (`previousSlug`: an edit also moved it). Idempotent: an already published listing is
 * left as it is. null when no listing has that id or slug.
 */
export async function publishListing(
  idOrSlug: string,
  actor: string,
  options: PublishOptions = {},
): Promise<PublishOutcome> {
  await prepareAlertQueueing();
  const outcome = await db.$transaction(async (tx) => {
    const listing = await tx.listing.findFirst({
      where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] },
      select: { id: true, slug: true, status: true },
      orderBy: { createdAt: "asc" },
    });
    return listing ? publishListingIn(tx, listing, actor, options) : null;
  });
  if (outcome) revalidateListingChange(outcome.change);
  if (outcome?.published) announceListingChange(outcome.change);
  return outcome;
}
