"use client";

import type { ItemList } from "schema-dts";
import type { CardListing } from "@/lib/listings/card-listing";
import { directoryItemListJsonLd } from "@/lib/seo/item-list-json-ld";
import { JsonLd } from "@/lib/seo/json-ld";

export type ItemListJsonLdProps = { name: string; url: string; origin: string; items: readonly CardListing[] };

/**
 * A category's first page as an ItemList, each card as its own schema.org element (lib/seo/item-list-json-ld.ts).
 * Rendered by the results' island from the cards it receives: the RSC payload then carries the cards once, instead
 * of a second, escaped copy of every element. It is in the server HTML like any other element.
 */
export function ItemListJsonLd(props: ItemListJsonLdProps) {
  return <JsonLd<ItemList> data={directoryItemListJsonLd(props)} />;
}
