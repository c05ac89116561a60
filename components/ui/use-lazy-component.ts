"use client";

import { useCallback, useState } from "react";

/**
 * A component whose code is fetched on demand: `load()` starts (or repeats, harmlessly) the import, and the component
 * is returned once its code has arrived, null until then. Kept in state rather than behind Suspense, so whatever
 * stands in for it stays on screen alone until it is replaced in a single commit.
 */
export function useLazyComponent<C>(importComponent: () => Promise<C>): [C | null, () => void] {
  const [component, setComponent] = useState<C | null>(null);
  // The functional update stores the component itself instead of calling it as an updater.
  const load = useCallback(
    () => void importComponent().then((loaded) => setComponent(() => loaded)),
    [importComponent],
  );
  return [component, load];
}
