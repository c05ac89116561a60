import "server-only";
import { BRAND_PAGE_KINDS, parseListingPath } from "@/lib/directory/detail-routes";
import type { ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";
import type { ListingStatus } from "@/server/db/generated/client";

export type ListingRef = { id: string; kind: ListingKind; slug: string; name: string; status: ListingStatus };
const select = { id: true, kind: true, slug: true, name: true, status: true } as const;

function pathOf(ref: string): string | null {
  if (ref.startsWith("/")) return ref;
  if (!/^https?:\/\//i.test(ref)) return null;
  try {
    return new URL(ref).pathname;
  } catch {
    return null;
  }
}

/**
 * The listing an admin names, of any status: by id, by its page's address ("/clinic/acme" or a full URL), or by a
 * slug only one listing has. null otherwise.
 */
export async function findListingByRef(ref: string): Promise<ListingRef | null> {
  const byId = await db.listing.findUnique({ where: { id: ref }, select });
  if (byId) return byId;
  const path = pathOf(ref);
  const request = path ? parseListingPath(path) : null;
  if (request?.type === "detail") {
    const kinds = request.route === "brand" ? BRAND_PAGE_KINDS : [request.route];
    return db.listing.findFirst({ where: { kind: { in: [...kinds] }, slug: request.slugOrId }, select });
  }
  if (path) return null;
  const bySlug = await db.listing.findMany({ where: { slug: ref }, select, take: 2 });
  return bySlug.length === 1 ? bySlug[0]! : null;
}
