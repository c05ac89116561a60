import type { ListingKind } from "@/lib/directory/kinds";

/** What a heart knows about its listing. */
export type FavoriteTarget = { id: string; kind: ListingKind; slug: string; name: string };
