import "server-only";
import type { ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";
import type { ListingDetail } from "./select";

// Kept apart from queries.ts so Proxy can import it without the 'use cache' functions.
/** A published listing of any of the given kinds by slug or id, uncached: Proxy runs outside any cache scope. */
export async function findPublishedAmong(
  kinds: readonly ListingKind[],
  slugOrId: string,
): Promise<Pick<ListingDetail, "id" | "kind" | "slug"> | null> {
  return db.listing.findFirst({
    where: { kind: { in: [...kinds] }, status: "published", OR: [{ slug: slugOrId }, { id: slugOrId }] },
    select: { id: true, kind: true, slug: true },
    orderBy: { kind: "asc" },
  });
}
