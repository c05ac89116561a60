"use client";

import useSWR from "swr";
import { getQueryFn, swrConfig } from "@/lib/api-client";
import { hasMemberHint, MEMBER_HINT_COOKIE } from "@/lib/auth/member-hint";

export const CURRENT_USER_PATH = "/api/auth/user";
// A route handler, so a plain <a> navigation rather than <Link> (which would fetch it as an RSC payload).
export const LOGOUT_URL = "/api/logout";

export type CurrentUser = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  location: string | null;
  profileImageUrl: string | null;
};

const fetchSignedInUser = getQueryFn({ on401: "returnNull" });

/**
 * Asks the server only in a browser that signed in (the member hint cookie): anyone else is known to be signed out
 * without a request. A hint outliving its session (ended on another device, expired) is dropped at its first 401.
 */
async function fetchUserOrNull(key: string): Promise<CurrentUser | null> {
  if (!hasMemberHint(document.cookie)) return null;
  const user = await fetchSignedInUser<CurrentUser>(key);
  if (user === null) document.cookie = `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0`;
  return user;
}

/** The signed-in member, learned on the client so cached pages stay the same for everyone (never retried). */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const { data, isLoading } = useSWR<CurrentUser | null>(CURRENT_USER_PATH, fetchUserOrNull, {
    ...swrConfig,
    shouldRetryOnError: false,
    errorRetryCount: 0,
  });
  return { user: data ?? null, isLoading };
}

export function displayName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}
