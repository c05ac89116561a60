"use client";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { SEARCH_ERROR_MESSAGE, SEARCH_ERROR_TITLE } from "@/lib/assistant/fallback";

/** Kept in the island's own bundle so it shows even when the network (and a lazy chunk) is down. */
export function AssistantErrorCard({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <div
      role="alert"
      data-testid="assistant-error"
      className="flex w-full flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-left sm:flex-row sm:items-center"
    >
      <Icon name="circle-alert" className="size-5 text-red-700" />
      <div className="flex-1">
        <p className="font-semibold text-red-900">{SEARCH_ERROR_TITLE}</p>
        <p className="text-sm text-red-800">{SEARCH_ERROR_MESSAGE}</p>
      </div>
      <Button variant="outline" onClick={onTryAgain} data-testid="assistant-try-again">
        <Icon name="refresh-cw" />
        Try Again
      </Button>
    </div>
  );
}
