// zod/mini and no server-only: the heart island imports this module's types, and zod/mini keeps it small if a
// client ever validates with it.
import * as z from "zod/mini";
import { LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import { isCleanText } from "@/lib/validation/text";
import type { toListingItemJson } from "@/server/listings/read";

const ITEM_ID_MAX_LENGTH = 200;
/** A member's list stays small enough to load whole on every page that shows hearts. */
export const MAX_FAVORITES = 1_000;

const itemTypeMessage = `itemType must be one of: ${LISTING_KINDS.join(", ")}`;

/** {itemType, itemId} — a listing kind ("clinic") and the listing's id or slug. Also the DELETE path. */
export const favoriteKeySchema = z.object({
  itemType: z.enum(LISTING_KINDS, { error: itemTypeMessage }),
  itemId: z.string({ error: "itemId is required" }).check(
    z.trim(),
    z.minLength(1, "itemId is required"),
    z.maxLength(ITEM_ID_MAX_LENGTH, `itemId must be at most ${ITEM_ID_MAX_LENGTH} characters`),
    z.refine((value) => isCleanText(value), "itemId must not contain control characters"),
  ),
});

export type FavoriteKey = z.output<typeof favoriteKeySchema>;

/** One favorite as GET and POST /api/favorites answer it: the favorite's own fields plus the listing's card fields and url. */
export type FavoriteJson = {
  id: string;
  itemType: ListingKind;
  /** Always the listing's id, whichever of id or slug the request named. */
  itemId: string;
  createdAt: string;
  listing: Omit<ListingItemJson, "createdAt"> & { createdAt: string };
};

type ListingItemJson = ReturnType<typeof toListingItemJson>;

export type FavoriteRemovedJson = { itemType: ListingKind; itemId: string; removed: boolean };
