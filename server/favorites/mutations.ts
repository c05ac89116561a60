import "server-only";
import { AppError } from "@/lib/http/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { db } from "@/server/db/client";
import { findFavoritableListing } from "./queries";
import { favoriteSelect, toFavoriteJson } from "./select";
import { MAX_FAVORITES, type FavoriteJson, type FavoriteKey, type FavoriteRemovedJson } from "./schema";

const LISTING_NOT_FOUND = "Listing not found";

/**
 * Saves a published listing for the member. Idempotent on the unique (userId, listingId): the insert is
 * `ON CONFLICT DO NOTHING`, so concurrent identical requests leave one row and none of them fails.
 */
export async function addFavorite(
  userId: string,
  key: FavoriteKey,
  locale: Locale,
): Promise<{ favorite: FavoriteJson; created: boolean }> {
  const listing = await findFavoritableListing(key.itemType, key.itemId);
  if (!listing) throw new AppError("not_found", LISTING_NOT_FOUND);
  const where = { userId_listingId: { userId, listingId: listing.id } };
  let created = 0;
  if ((await db.favorite.count({ where: { userId } })) < MAX_FAVORITES) {
    ({ count: created } = await db.favorite.createMany({
      data: [{ userId, listingId: listing.id }],
      skipDuplicates: true,
    }));
  }
  const row = await db.favorite.findUnique({ where, select: favoriteSelect });
  if (!row) {
    // Either the list is full, or a removal of the same favorite landed between the insert and this read.
    throw new AppError(
      "conflict",
      created
        ? "The favorite was removed at the same time. Please try again."
        : `You can save at most ${MAX_FAVORITES} favorites`,
    );
  }
  return { favorite: toFavoriteJson(row, locale), created: created > 0 };
}

/**
 * Removes a favorite; idempotent (removing one that is not saved is not an error). 404 when no such listing:
 * published, or one the member saved before it was unpublished (so it can still be cleaned up).
 */
export async function removeFavorite(userId: string, key: FavoriteKey): Promise<FavoriteRemovedJson> {
  const listing = await db.listing.findFirst({
    where: {
      kind: key.itemType,
      AND: [
        { OR: [{ id: key.itemId }, { slug: key.itemId }] },
        { OR: [{ status: "published" }, { favorites: { some: { userId } } }] },
      ],
    },
    select: { id: true },
  });
  if (!listing) throw new AppError("not_found", LISTING_NOT_FOUND);
  const { count } = await db.favorite.deleteMany({ where: { userId, listingId: listing.id } });
  return { itemType: key.itemType, itemId: listing.id, removed: count > 0 };
}
