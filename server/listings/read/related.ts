import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/server/db/client";
import { cardsInOrder } from "./queries";
import { relatedIdsSql, type RelatedSource } from "./related-sql";
import type { ListingCard } from "./select";

/**
 * A detail page's related listings, cached with the page: tagged by each listing shown as a card, so a change to
 * one of them that shows (name, rating, badges…) renders the page again; other changes do not.
 */
export async function getRelatedListings(source: RelatedSource): Promise<ListingCard[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listing(source.id));
  cacheLife("days");
  const ids = (await db.$queryRaw<{ id: string }[]>(relatedIdsSql(source))).map((row) => row.id);
  if (!ids.length) return [];
  cacheTag(...ids.map(CACHE_TAGS.listingCard));
  return cardsInOrder(ids);
}
