"use client";

import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { trackEvent } from "@/lib/analytics/track";
import { isUnauthorizedError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import {
  addFavorite,
  refreshCurrentUser,
  removeFavorite,
  useFavoriteState,
  type FavoriteTarget,
} from "./use-favorites";

const LOGIN_REQUIRED = {
  variant: "destructive",
  title: "Login Required",
  description: "Please log in to save favorites",
} as const;

type FavoriteButtonProps = {
  listing: FavoriteTarget;
  /** Detail pages: an outlined button with a visible "Save" / "Saved"; cards: a heart only. */
  labelled?: boolean;
  className?: string;
};

/**
 * The heart: saves or removes a listing for the signed-in member, pressed at once and put back if the request
 * fails (docs/product.md, Visitors: errors's toasts). Anonymous visitors get the login toast without any request. Sits above the card's
 * full-card link (relative z-10), so a click never opens the listing.
 */
export function FavoriteButton({ listing, labelled = false, className }: FavoriteButtonProps) {
  const { anonymous, saved } = useFavoriteState(listing.id);
  const [pending, setPending] = useState<boolean | null>(null);
  const pressed = pending ?? saved;

  async function toggle() {
    if (anonymous) {
      toast(LOGIN_REQUIRED);
      return;
    }
    if (pending !== null) return;
    const adding = !saved;
    setPending(adding);
    try {
      if (adding) {
        await addFavorite(listing);
        trackEvent({ action: "add_to_favorites", category: listing.kind, label: listing.slug });
        toast({ title: "Added to favorites" });
      } else {
        await removeFavorite(listing);
        toast({ title: "Removed from favorites" });
      }
    } catch (error) {
      if (isUnauthorizedError(error)) {
        toast(LOGIN_REQUIRED);
        refreshCurrentUser();
      } else {
        toast({ variant: "destructive", title: "Error", description: "Failed to update favorites" });
      }
    } finally {
      setPending(null);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={pressed}
      aria-busy={pending !== null || undefined}
      aria-label={pressed ? `Remove ${listing.name} from favorites` : `Save ${listing.name}`}
      title={anonymous ? "Sign in to save" : undefined}
      data-testid={labelled ? "save-button" : undefined}
      className={cn(labelled ? "btn btn-outline btn-md favorite-btn" : "favorite-heart", className)}
    >
      {labelled ? (pressed ? "Saved" : "Save") : null}
    </button>
  );
}
