import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/server/db/client";

/**
 * When the listing's ownership was last proved (the newest proof among its current owners), for the "Verified owner"
 * badge; null without owners. Nothing about who they are leaves the server.
 */
export async function getOwnerVerifiedAt(listingId: string): Promise<string | null> {
  "use cache";
  cacheTag(CACHE_TAGS.listing(listingId));
  cacheLife("days");

  const owner = await db.listingOwner.findFirst({
    where: { listingId },
    orderBy: { verifiedAt: "desc" },
    select: { verifiedAt: true },
  });
  return owner?.verifiedAt.toISOString() ?? null;
}
