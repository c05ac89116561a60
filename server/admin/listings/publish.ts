import "server-only";
import { recordAudit } from "@/server/admin/audit/record";
import { revalidateListingChange, type ListingChange } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";
import { prepareAlertQueueing, queueAlertsForListing } from "@/server/member/alerts/queue";

export type PublishOutcome = { change: ListingChange; published: boolean } | null;

/**
 * The one path by which a listing becomes public (approval, import, edit, the operator command): status,
 * publishedAt and (the first time) firstPublishedAt, an audit-log row and the alert-queue rows of matching
 * subscriptions, in one transaction; after the commit, its pages, the directory and the sitemap are revalidated
 * (`previousSlug`: an edit also moved it). Idempotent: an already published listing is left as it is. null when no
 * listing has that id or slug.
 */
export async function publishListing(
  idOrSlug: string,
  actor: string,
  { now = new Date(), previousSlug = null }: { now?: Date; previousSlug?: string | null } = {},
): Promise<PublishOutcome> {
  await prepareAlertQueueing();
  const outcome = await db.$transaction(async (tx) => {
    const listing = await tx.listing.findFirst({
      where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] },
      select: { id: true, slug: true, status: true },
      orderBy: { createdAt: "asc" },
    });
    if (!listing) return null;
    const change = { id: listing.id, slug: listing.slug, previousSlug };
    if (listing.status === "published") return { change, published: false };
    const updated = await tx.listing.updateMany({
      where: { id: listing.id, status: { not: "published" } },
      data: { status: "published", publishedAt: now },
    });
    if (updated.count === 0) return { change, published: false };
    // "First published here" is the first publication only: a listing unpublished and published again keeps it.
    await tx.listing.updateMany({ where: { id: listing.id, firstPublishedAt: null }, data: { firstPublishedAt: now } });
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
  });
  if (outcome) revalidateListingChange(outcome.change);
  return outcome;
}
