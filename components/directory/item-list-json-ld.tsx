"use client";

import type { ItemList } from "schema-dts";
import type { CardListing } from "@/lib/listings/card-listing";
import { listingPath } from "@/lib/directory/kinds";
import { JsonLd } from "@/lib/seo/json-ld";
import { absoluteUrl } from "@/lib/site";

export type ItemListJsonLdProps = { name: string; url: string; origin: string; items: readonly CardListing[] };

/**
 * A category's first page as an ItemList (Google's summary-page form: position and URL, each detail page describing
 * itself). Rendered by the results' island from the cards it receives: the RSC payload then carries the cards once,
 * instead of a second, escaped copy of every URL. It is in the server HTML like any other element.
 */
export function ItemListJsonLd({ name, url, origin, items }: ItemListJsonLdProps) {
  return (
    <JsonLd<ItemList>
      data={{
        "@context": "https://schema.org",
        "@type": "ItemList",
        name,
        url,
        numberOfItems: items.length,
        itemListElement: items.map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          url: absoluteUrl(listingPath(item), origin),
        })),
      }}
    />
  );
}
