"use client";

import { CompareBar } from "@/components/compare/compare-bar";
import { DirectoryResults, type DirectoryInitial } from "./directory-results";
import { ItemListJsonLd, type ItemListJsonLdProps } from "./item-list-json-ld";
import { NearPanel, type InitialNear } from "./near-panel";
import { ResultsView } from "./results-view";
import { DirectorySponsored } from "./sponsored-slot";

export type DirectoryMainProps = {
  initial: DirectoryInitial;
  initialNear: InitialNear;
  mapStyleUrl: string | null;
  /** A category's first page as an ItemList (of the very cards the results show), where the view has one. */
  itemList: Omit<ItemListJsonLdProps, "items"> | null;
};

/**
 * Below the controls: the distance search, the kind's sponsored places (apart from the results), the map button, the
 * results, which follow the URL, and the comparison bar; with the ItemList of the server's first page.
 */
export function DirectoryMain({ initial, initialNear, mapStyleUrl, itemList }: DirectoryMainProps) {
  return (
    <>
      {itemList ? <ItemListJsonLd {...itemList} items={initial.items} /> : null}
      <NearPanel initial={initialNear} />
      <DirectorySponsored initial={initial} />
      <ResultsView mapStyleUrl={mapStyleUrl} initialNear={initialNear}>
        <DirectoryResults initial={initial} />
      </ResultsView>
      <CompareBar />
    </>
  );
}
