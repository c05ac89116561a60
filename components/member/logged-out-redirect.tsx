"use client";

import { useEffect } from "react";
import { afterToastShown, toast } from "@/components/ui/use-toast";
import { hardNavigate } from "@/lib/browser/navigate";

/** The logged-out toast, then the sign-in navigation after 500 ms, back to this page afterwards. */
export const LOGGED_OUT_REDIRECT_MS = 500;

export function LoggedOutRedirect({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    toast({ variant: "destructive", title: "Unauthorized", description: "You are logged out. Logging in again..." });
    return afterToastShown(LOGGED_OUT_REDIRECT_MS, () =>
      hardNavigate(`/api/login?returnTo=${encodeURIComponent(returnTo)}`),
    );
  }, [returnTo]);
  return (
    <p className="mx-auto max-w-xl px-4 py-16 text-center text-slate-600" data-testid="logged-out">
      You are logged out. Taking you to sign in…
    </p>
  );
}
