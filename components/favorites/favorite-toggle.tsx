"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { trackEvent } from "@/lib/analytics/track";
import { isUnauthorizedError } from "@/lib/api-client";
import { FavoriteForm, type FavoriteFormProps } from "./favorite-form";
import { addFavorite, refreshCurrentUser, removeFavorite, useFavoriteState } from "./use-favorites";

/**
 * The heart: saves or removes a listing for the signed-in member, pressed at once and put back if the request
 * fails. Anonymous visitors get the login toast without any request. Sits above the card's
 * full-card link (relative z-10), so a click never opens the listing. Before the page has hydrated it is a form that
 * saves the listing (or sends a signed-out visitor to sign in) and comes back to this page; its markup is the same for
 * every visitor, the pressed state arrives with the island.
 */
export function FavoriteToggle(props: FavoriteFormProps) {
  const { listing } = props;
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
    <FavoriteForm
      {...props}
      pressed={pressed}
      busy={pending !== null}
      anonymous={anonymous}
      onToggle={() => void toggle()}
    />
  );
}
