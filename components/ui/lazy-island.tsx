"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A client island whose code loads the first time it renders, not with the page: for parts most visitors never see
 * (a comparison bar before anything is collected, a distance without a remembered place). Renders nothing meanwhile.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
