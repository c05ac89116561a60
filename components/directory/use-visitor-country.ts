"use client";

import { apiRequest } from "@/lib/api-client";
import { useFetched } from "./use-fetched";

const USER_LOCATION_PATH = "/api/user/location";

type UserLocation = { country: string | null };

const fetchLocation = (path: string) => apiRequest<UserLocation | null>("GET", path);

/** The visitor's country name ('Germany') from GET /api/user/location (asked once a visit), or null while unknown. */
export function useVisitorCountry(): string | null {
  return useFetched(USER_LOCATION_PATH, fetchLocation).data?.country ?? null;
}
