"use client";

import { lazy, Suspense } from "react";
import { FavoriteForm, type FavoriteFormProps } from "./favorite-form";

// Whether the visitor saved a listing is learned in the browser (SWR, the member's list), so that code loads after
// the page's own: until then the server's form stays in place and saves the listing when sent.
const FavoriteToggle = lazy(() => import("./favorite-toggle").then((module) => ({ default: module.FavoriteToggle })));

/**
 * The heart: saves or removes a listing for the signed-in member (see FavoriteToggle). Before its code is there it is
 * the form that does the same through the server and comes back to the page.
 */
export function FavoriteButton(props: FavoriteFormProps) {
  return (
    <Suspense fallback={<FavoriteForm {...props} pressed={false} busy={false} anonymous={false} />}>
      <FavoriteToggle {...props} />
    </Suspense>
  );
}
