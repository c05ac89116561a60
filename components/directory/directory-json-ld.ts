import type { ItemList, WithContext } from "schema-dts";
import type { CardListing } from "@/components/listing/card-listing";
import { listingPath } from "@/lib/directory/kinds";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { absoluteUrl } from "@/lib/site";
import { DIRECTORY_COPY } from "./directory-copy";
import { categoryHref, type DirectoryView } from "@/lib/directory/directory-state";

/** Home › Directory › Category. */
export function directoryBreadcrumbJsonLd(category: DirectoryView) {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Health Directory", path: "/directory" },
  ];
  if (category !== "all") crumbs.push({ name: DIRECTORY_COPY[category].crumb, path: categoryHref(category) });
  return breadcrumbJsonLd(crumbs);
}

/** The listings of the first page, in order: Google's summary-page form (position and URL), each detail page describing itself. */
export function directoryItemListJsonLd(category: DirectoryView, items: readonly CardListing[]): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: DIRECTORY_COPY[category].title,
    url: absoluteUrl(categoryHref(category)),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, url: absoluteUrl(listingPath(item)) })),
  };
}
