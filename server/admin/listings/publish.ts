import "server-only";
import { db } from "@/server/db/client";
import type { ListingChange } from "@/server/cache/revalidate";
import { prepareAlertQueueing, queueAlertsForListing } from "@/server/member/alerts/queue";

export type PublishOutcome = { change: ListingChange; published: boolean } | null;

/**
 * The one path by which a listing becomes public (approval, import, edit, the operator command): status,
 * publishedAt and (the first time) firstPublishedAt, an audit-log row and the alert-queue rows of matching subscriptions, in one transaction. Idempotent:
 * an already published listing is left as it is. The caller revalidates the cached pages after the commit
 * (revalidateListingChange). null when no listing has that id or slug.
 */
export async function publishListing(idOrSlug: string, actor: string, now = new Date()): Promise<PublishOutcome> {
  await prepareAlertQueueing();
  return db.$transaction(async (tx) => {
    const listing = await tx.listing.findFirst({
      where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] },
      select: { id: true, slug: true, status: true },
      orderBy: { createdAt: "asc" },
    });
    if (!listing) return null;
    const change = { id: listing.id, slug: listing.slug };
    if (listing.status === "published") return { change, published: false };
    const updated = await tx.listing.updateMany({
      where: { id: listing.id, status: { not: "published" } },
      data: { status: "published", publishedAt: now },
    });
    if (updated.count === 0) return { change, published: false };
    // "First published here" is the first publication only: a listing unpublished and published again keeps it.
    await tx.listing.updateMany({ where: { id: listing.id, firstPublishedAt: null }, data: { firstPublishedAt: now } });
    await tx.auditLog.create({
      data: {
        actor,
        action: "listing.publish",
        entityType: "listing",
        entityId: listing.id,
        before: { status: listing.status },
        after: { status: "published" },
      },
    });
    await queueAlertsForListing(tx, listing.id);
    return { change, published: true };
  });
}
