"use client";

import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, useState } from "react";
import { toCardListing } from "@/lib/listings/card-listing";
import { optionLabelOf } from "@/lib/listings/option-labels";
import { ListingCard } from "@/components/listing/listing-card";
import { ListingGridSkeleton } from "@/components/listing/listing-card-skeleton";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { toast } from "@/components/ui/use-toast";
import type { FavoriteJson } from "@/server/favorites/schema";
import { removeFavorite, useFavoriteList } from "./use-favorites";

function RemoveFavoriteButton({ favorite }: { favorite: FavoriteJson }) {
  const [busy, setBusy] = useState(false);
  const t = useTranslations("account.favorites");
  const tab = useTranslations("account.favoritesTab");

  async function remove() {
    setBusy(true);
    try {
      // On success the shared list drops the favorite, and this card with it.
      await removeFavorite({ id: favorite.itemId, kind: favorite.itemType });
      toast({ title: tab("removedFromList") });
    } catch {
      setBusy(false);
      toast({ variant: "destructive", title: t("error"), description: tab("removeFailed") });
    }
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={remove}
      disabled={busy}
      aria-label={t("remove", { name: favorite.listing.name })}
      data-testid="favorite-remove"
      className="relative z-10 -mt-2 -mr-2"
    >
      <Icon name="x" />
      {tab("removeButton")}
    </Button>
  );
}

function EmptyFavorites() {
  const t = useTranslations("account.favoritesTab");
  return (
    <EmptyState icon="heart" title={t("emptyTitle")} text={t("emptyText")} testId="favorites-empty">
      <Button asChild variant="outline">
        <Link href="/directory">{t("browse")}</Link>
      </Button>
    </EmptyState>
  );
}

/** The profile's Favorites tab: the member's saved listings as cards, each with a remove action. */
export function FavoritesTab() {
  // /profile renders only for a signed-in member, so the list is asked for at once (same key as the hearts).
  const { data, error, mutate } = useFavoriteList(true);
  const t = useTranslations("account.favoritesTab");
  const options = useTranslations("options");
  const locale = useLocale();
  const label = useMemo(() => optionLabelOf(options), [options]);

  if (error && !data) {
    return (
      <LoadFailed
        message={t("loadFailed")}
        retryLabel={t("retry")}
        onRetry={() => void mutate()}
        testId="favorites-error"
      />
    );
  }
  if (!data) return <ListingGridSkeleton count={3} />;
  if (!data.length) return <EmptyFavorites />;

  return (
    <section aria-labelledby="favorites-heading" className="flex flex-col gap-4">
      <h2 id="favorites-heading" className="text-lg font-semibold text-slate-900">
        {t.rich("heading", {
          count: data.length,
          n: (count) => <span className="font-normal text-slate-500">{count}</span>,
        })}
      </h2>
      <ul className="card-grid" data-testid="favorites-list">
        {data.map((favorite) => (
          <li key={favorite.id} data-testid="favorite-item">
            <ListingCard
              listing={toCardListing(favorite.listing, { locale, label })}
              action={<RemoveFavoriteButton favorite={favorite} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
