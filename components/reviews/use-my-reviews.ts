"use client";

import useSWR from "swr";
import { getQueryFn, swrConfig } from "@/lib/api-client";
import type { MyReview } from "@/lib/reviews/review-schema";

const MY_REVIEWS_PATH = "/api/reviews/mine";

const fetchOrNull = getQueryFn({ on401: "returnNull" }) as (key: string) => Promise<MyReview[] | null>;

/** The signed-in member's reviews, fetched on the client (never part of a cached page); null when signed out. */
export function useMyReviews(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<MyReview[] | null>(
    enabled ? MY_REVIEWS_PATH : null,
    fetchOrNull,
    swrConfig,
  );
  return { reviews: data, error: error as Error | undefined, isLoading, mutate };
}
