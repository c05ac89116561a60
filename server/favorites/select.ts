import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { Prisma } from "@/server/db/generated/client";
import { toListingItemJson, listingCardSelect, withPlainPrice } from "@/server/listings/read";
import type { FavoriteJson } from "./schema";

export const favoriteSelect = {
  id: true,
  createdAt: true,
  listing: { select: listingCardSelect },
} satisfies Prisma.FavoriteSelect;

type FavoriteRow = Prisma.FavoriteGetPayload<{ select: typeof favoriteSelect }>;

export function toFavoriteJson(row: FavoriteRow, locale: Locale): FavoriteJson {
  const listing = toListingItemJson(withPlainPrice(row.listing), locale);
  return {
    id: row.id,
    itemType: listing.kind,
    itemId: listing.id,
    createdAt: row.createdAt.toISOString(),
    listing: { ...listing, createdAt: listing.createdAt.toISOString() },
  };
}
