"use client";

import { useLocale } from "next-intl";
import useSWR from "swr";
import { swrConfig } from "@/lib/api-client";
import type { CaptchaChallenge } from "@/lib/brands/submission";
import { captchaPath, fetchCaptcha } from "./brand-api";

export type CaptchaState = { challenge: CaptchaChallenge | null; failed: boolean; refresh: () => void };

/** The Add Brand form's challenge: fetched on every mount (a token works once) and again after each attempt. */
export function useCaptcha(): CaptchaState {
  const { data, error, mutate } = useSWR<CaptchaChallenge>(captchaPath(useLocale()), fetchCaptcha, {
    ...swrConfig,
    revalidateOnMount: true,
    revalidateIfStale: true,
    dedupingInterval: 0,
  });
  return { challenge: data ?? null, failed: Boolean(error), refresh: () => void mutate() };
}
