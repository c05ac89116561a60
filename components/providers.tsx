"use client";

import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";

/**
 * What every page shares in the browser. Data hooks take the shared request rules (swrConfig) themselves, so SWR loads
 * only with the islands that fetch, never with every page.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
