"use client";

import { useTranslations } from "next-intl";
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

type FavoriteButtonProps = {
  listing: FavoriteTarget;
  /** Detail pages: an outlined button with a visible "Save" / "Saved"; cards: a heart only. */
  labelled?: boolean;
  className?: string;
};

/**
 * The heart: saves or removes a listing for the signed-in member, pressed at once and put back if the request
 * fails. Anonymous visitors get the login toast without any request. Sits above the card's
 * full-card link (relative z-10), so a click never opens the listing.
 */
export function FavoriteButton({ listing, labelled = false, className }: FavoriteButtonProps) {
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
    <button
      type="button"
      onClick={toggle}
      aria-pressed={pressed}
      aria-busy={pending !== null || undefined}
      aria-label={pressed ? t("remove", { name: listing.name }) : t("save", { name: listing.name })}
      title={anonymous ? t("signInToSave") : undefined}
      data-testid={labelled ? "save-button" : undefined}
      className={cn(labelled ? "btn btn-outline btn-md favorite-btn" : "favorite-heart", className)}
    >
      {labelled ? (pressed ? t("saved") : t("saveButton")) : null}
    </button>
  );
}
