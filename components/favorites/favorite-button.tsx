"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PostForm } from "@/components/listing/post-form";
import { toast } from "@/components/ui/use-toast";
import { trackEvent } from "@/lib/analytics/track";
import { isUnauthorizedError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { FAVORITE_FORM_ACTION } from "@/lib/listings/card-forms";
import {
  addFavorite,
  refreshCurrentUser,
  removeFavorite,
  useFavoriteState,
  type FavoriteTarget,
} from "./use-favorites";

type FavoriteButtonProps = {
  listing: FavoriteTarget;
  /** The page the no-JavaScript form comes back to, unless a PagePathProvider names the page around the card. */
  returnTo: string;
  /** Detail pages: an outlined button with a visible "Save" / "Saved"; cards: a heart only. */
  labelled?: boolean;
  className?: string;
};

/**
 * The heart: saves or removes a listing for the signed-in member, pressed at once and put back if the request
 * fails. Anonymous visitors get the login toast without any request. Sits above the card's
 * full-card link (relative z-10), so a click never opens the listing. Before the page has hydrated it is a form that
 * saves the listing (or sends a signed-out visitor to sign in) and comes back to this page; its markup is the same for
 * every visitor, the pressed state arrives with the island.
 */
export function FavoriteButton({ listing, returnTo, labelled = false, className }: FavoriteButtonProps) {
  const { anonymous, saved } = useFavoriteState(listing.id);
  const [pending, setPending] = useState<boolean | null>(null);
  const pressed = pending ?? saved;
  const t = useTranslations("account.favorites");
  const loginRequired = { variant: "destructive", title: t("loginRequired"), description: t("loginToSave") } as const;

  async function toggle() {
    if (anonymous) {
      toast(loginRequired);
      return;
    }
    if (pending !== null) return;
    const adding = !saved;
    setPending(adding);
    try {
      if (adding) {
        await addFavorite(listing);
        trackEvent({ action: "add_to_favorites", category: listing.kind, label: listing.slug });
        toast({ title: t("added") });
      } else {
        await removeFavorite(listing);
        toast({ title: t("removed") });
      }
    } catch (error) {
      if (isUnauthorizedError(error)) {
        toast(loginRequired);
        refreshCurrentUser();
      } else {
        toast({ variant: "destructive", title: t("error"), description: t("updateFailed") });
      }
    } finally {
      setPending(null);
    }
  }

  return (
    <PostForm
      action={FAVORITE_FORM_ACTION}
      fields={{ itemType: listing.kind, itemId: listing.id }}
      returnTo={returnTo}
      onEnhancedSubmit={() => void toggle()}
    >
      <button
        type="submit"
        aria-pressed={pressed}
        aria-busy={pending !== null || undefined}
        aria-label={pressed ? t("remove", { name: listing.name }) : t("save", { name: listing.name })}
        title={anonymous ? t("signInToSave") : undefined}
        data-testid={labelled ? "save-button" : undefined}
        className={cn(labelled ? "btn btn-outline btn-md favorite-btn" : "favorite-heart", className)}
      >
        {labelled ? (pressed ? t("saved") : t("saveButton")) : null}
      </button>
    </PostForm>
  );
}
