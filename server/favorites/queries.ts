import "server-only";
import type { ListingKind } from "@/lib/directory/kinds";
import type { Locale } from "@/lib/i18n/locales";
import { db } from "@/server/db/client";
import type { FavoriteJson } from "./schema";
import { favoriteSelect, toFavoriteJson } from "./select";

/**
 * The member's favorites, newest first, their descriptions in `locale` when translated; listings no longer published
 * drop out of the list (their rows stay).
 */
export async function listFavorites(userId: string, locale: Locale): Promise<FavoriteJson[]> {
  const rows = await db.favorite.findMany({
    where: { userId, listing: { status: "published" } },
    select: favoriteSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => toFavoriteJson(row, locale));
}

/** A published listing of the kind by id or slug: the only things a member can add to favorites. */
export async function findFavoritableListing(kind: ListingKind, idOrSlug: string): Promise<{ id: string } | null> {
  return db.listing.findFirst({
    where: { kind, status: "published", OR: [{ id: idOrSlug }, { slug: idOrSlug }] },
    select: { id: true },
  });
}
