"use client";

import useSWR from "swr";

const USER_LOCATION_PATH = "/api/user/location";
/** The location lookup is cached for an hour and never retried. */
const LOCATION_CACHE_MS = 60 * 60 * 1000;

type UserLocation = { country: string | null };

/** The visitor's country name ('Germany') from GET /api/user/location, or null while unknown. */
export function useVisitorCountry(): string | null {
  const { data } = useSWR<UserLocation | null>(USER_LOCATION_PATH, {
    dedupingInterval: LOCATION_CACHE_MS,
    shouldRetryOnError: false,
    errorRetryCount: 0,
  });
  return data?.country ?? null;
}
