"use client";

import { useEffect } from "react";
import { hardNavigate } from "@/lib/browser/navigate";

/** How long the logged-out notice stays on screen before the sign-in navigation. */
export const LOGGED_OUT_REDIRECT_MS = 500;

/** The sign-in route, which comes back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Goes to sign in once the page has hydrated and the logged-out notice has been on screen for 500 ms. The notice is
 * server markup, so it is painted before this clock can start.
 */
export function SignInRedirect({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    const timer = setTimeout(() => hardNavigate(signInHref(returnTo)), LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [returnTo]);
  return null;
}
