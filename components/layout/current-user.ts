"use client";

import useSWR from "swr";
import { getQueryFn } from "@/lib/api-client";

export const CURRENT_USER_PATH = "/api/auth/user";
// Route handlers, so plain <a> navigations rather than <Link> (which would fetch them as RSC payloads).
export const LOGIN_URL = "/api/login";
export const LOGOUT_URL = "/api/logout";

export type CurrentUser = { firstName: string | null; lastName: string | null; email: string; location: string | null; profileImageUrl: string | null };

const fetchUserOrNull = getQueryFn({ on401: "returnNull" });

/** The signed-in member, learned on the client so cached pages stay the same for everyone (spec 1 §7: never retried). */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const { data, isLoading } = useSWR<CurrentUser | null>(CURRENT_USER_PATH, fetchUserOrNull as (key: string) => Promise<CurrentUser | null>, {
    shouldRetryOnError: false,
    errorRetryCount: 0,
  });
  return { user: data ?? null, isLoading };
}

export function displayName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}
