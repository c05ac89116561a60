import { FavoriteButton } from "@/components/favorites/favorite-button";
import type { FavoriteTarget } from "@/components/favorites/favorite-target";

/** A detail page's Save button: the favorites heart with a visible label. */
export function SaveButton({
  listing,
  returnTo,
  className,
}: {
  listing: FavoriteTarget;
  /** The page its no-JavaScript form comes back to (the detail page itself). */
  returnTo: string;
  className?: string;
}) {
  return <FavoriteButton listing={listing} returnTo={returnTo} labelled className={className} />;
}
