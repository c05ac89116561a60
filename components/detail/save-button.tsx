import { FavoriteButton } from "@/components/favorites/favorite-button";
import type { FavoriteTarget } from "@/components/favorites/use-favorites";

/** A detail page's Save button: the favorites heart with a visible label. */
export function SaveButton({ listing, className }: { listing: FavoriteTarget; className?: string }) {
  return <FavoriteButton listing={listing} labelled className={className} />;
}
