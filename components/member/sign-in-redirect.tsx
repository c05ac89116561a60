"use client";

import { useEffect } from "react";
import { hardNavigate } from "@/lib/browser/navigate";

/** How long the logged-out notice stays on screen before the sign-in navigation. */
export const LOGGED_OUT_REDIRECT_MS = 500;

/**
 * Goes to sign in (`href`) once the page has hydrated and the logged-out notice has been on screen for 500 ms. The
 * notice is server markup, so it is painted before this clock can start.
 */
export function SignInRedirect({ href }: { href: string }) {
  useEffect(() => {
    const timer = setTimeout(() => hardNavigate(href), LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [href]);
  return null;
}
