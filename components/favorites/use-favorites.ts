"use client";

import useSWR, { mutate as mutateGlobal } from "swr";
import { CURRENT_USER_PATH, useCurrentUser } from "@/components/layout/current-user";
import { apiRequest, swrConfig } from "@/lib/api-client";
import type { FavoriteJson, FavoriteRemovedJson } from "@/server/favorites/schema";

export const FAVORITES_PATH = "/api/favorites";

import type { FavoriteTarget } from "./favorite-target";

const fetchFavorites = (path: string) => apiRequest<FavoriteJson[]>("GET", path);

/** Listing id → saved, per list: every heart on a page asks, so the set is built once per fetched list. */
const savedIds = new WeakMap<FavoriteJson[], Set<string>>();
function idsOf(list: FavoriteJson[]): Set<string> {
  let ids = savedIds.get(list);
  if (!ids) savedIds.set(list, (ids = new Set(list.map((favorite) => favorite.itemId))));
  return ids;
}

/**
 * The member's favorites under one SWR key: every heart on a page and the profile tab share one request. Nothing
 * is requested while `enabled` is false (anonymous visitors), so cached pages never carry anyone's hearts.
 */
export function useFavoriteList(enabled: boolean) {
  return useSWR<FavoriteJson[]>(enabled ? FAVORITES_PATH : null, fetchFavorites, swrConfig);
}

/**
 * Puts the server's answer into the shared list without refetching it. A list that was not loaded yet (a click
 * while it was on its way, whose answer SWR then drops as older than the change) is fetched afresh instead.
 */
async function updateList(change: (list: FavoriteJson[]) => FavoriteJson[]): Promise<void> {
  const next = await mutateGlobal<FavoriteJson[]>(FAVORITES_PATH, (list) => list && change(list), {
    revalidate: false,
  });
  if (!next) void mutateGlobal(FAVORITES_PATH);
}

export async function addFavorite(target: FavoriteTarget): Promise<FavoriteJson> {
  const saved = await apiRequest<FavoriteJson>("POST", FAVORITES_PATH, { itemType: target.kind, itemId: target.id });
  await updateList((list) => [saved, ...list.filter((f) => f.itemId !== saved.itemId)]);
  return saved;
}

export async function removeFavorite(target: Pick<FavoriteTarget, "id" | "kind">): Promise<void> {
  await apiRequest<FavoriteRemovedJson>("DELETE", `${FAVORITES_PATH}/${target.kind}/${encodeURIComponent(target.id)}`);
  await updateList((list) => list.filter((f) => f.itemId !== target.id));
}

/** After a 401 the header learns the member is signed out (the session ended elsewhere). */
export function refreshCurrentUser(): void {
  void mutateGlobal(CURRENT_USER_PATH);
}

/** The signed-in state and whether a listing is saved, for one heart. */
export function useFavoriteState(listingId: string) {
  const { user, isLoading } = useCurrentUser();
  const { data } = useFavoriteList(Boolean(user));
  return { anonymous: !user && !isLoading, saved: data ? idsOf(data).has(listingId) : false };
}
