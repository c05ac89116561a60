"use client";

/** The profile's Favorites tab (being built). */
export function FavoritesTab() {
  return <p className="text-sm text-slate-600">Your favorites will appear here.</p>;
}
