"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { swrConfig } from "@/lib/api-client";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </SWRConfig>
  );
}
