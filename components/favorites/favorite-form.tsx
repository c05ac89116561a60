"use client";

import { useTranslations } from "next-intl";
import { PostForm } from "@/components/listing/post-form";
import { cn } from "@/lib/cn";
import { FAVORITE_FORM_ACTION } from "@/lib/listings/card-forms";
import type { FavoriteTarget } from "./favorite-target";

export type FavoriteFormProps = {
  listing: FavoriteTarget;
  /** The page the no-JavaScript form comes back to, unless a PagePathProvider names the page around the card. */
  returnTo: string;
  /** Detail pages: an outlined button with a visible "Save" / "Saved"; cards: a heart only. */
  labelled?: boolean;
  className?: string;
};

type HeartState = {
  pressed: boolean;
  busy: boolean;
  /** Known to be signed out: the button says how to save. */
  anonymous: boolean;
  /** What a press does once the heart's code is there; without it the form is sent. */
  onToggle?: () => void;
};

/**
 * The heart's markup: a form that saves the listing (or sends a signed-out visitor to sign in) and comes back to the
 * page, pressed or not. The same for every visitor until the browser knows who is signed in.
 */
export function FavoriteForm({
  listing,
  returnTo,
  labelled = false,
  className,
  pressed,
  busy,
  anonymous,
  onToggle,
}: FavoriteFormProps & HeartState) {
  const t = useTranslations("account.favorites");
  return (
    <PostForm
      action={FAVORITE_FORM_ACTION}
      fields={{ itemType: listing.kind, itemId: listing.id }}
      returnTo={returnTo}
      onEnhancedSubmit={onToggle}
    >
      <button
        type="submit"
        aria-pressed={pressed}
        aria-busy={busy || undefined}
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
