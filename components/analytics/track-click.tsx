"use client";

import type { ReactNode } from "react";
import { trackEvent } from "@/lib/analytics/track";

type TrackClickProps = { action: string; category?: string; label?: string; children: ReactNode };

/**
 * Records an event when anything inside is clicked (mouse, Enter or Space on a link or button), then lets
 * the click go on. Layout-neutral (`display: contents`), so server-rendered links stay as they are.
 */
export function TrackClick({ action, category, label, children }: TrackClickProps) {
  return (
    <span className="contents" onClickCapture={() => trackEvent({ action, category, label })}>
      {children}
    </span>
  );
}
