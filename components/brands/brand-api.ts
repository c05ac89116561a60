import { apiRequest } from "@/lib/api-client";
import type { CaptchaChallenge, GatheredBrand, SubmittedBrand } from "@/lib/brands/submission";
import type { BrandSubmission } from "@/lib/brands/submission-schema";
import type { Locale } from "@/lib/i18n/locales";

const CAPTCHA_PATH = "/api/captcha";
const ENRICH_PATH = "/api/enrich-brand";
const SUBMIT_PATH = "/api/data/brands";

/** Where a captcha in this language comes from. */
export const captchaPath = (locale: Locale) => `${CAPTCHA_PATH}?lang=${locale}`;

/** A fresh captcha challenge; never from the HTTP cache (each token works once). */
export const fetchCaptcha = (path: string) =>
  apiRequest<CaptchaChallenge>("GET", path, undefined, { cache: "no-store" });

/** The brand data gathered from a website, or null when the site could not be read (or the request failed). */
export async function fetchGatheredBrand(website: string): Promise<GatheredBrand | null> {
  try {
    return await apiRequest<GatheredBrand | null>("GET", `${ENRICH_PATH}?url=${encodeURIComponent(website)}`);
  } catch {
    return null;
  }
}

/** The submitted brand; an ApiError carries the refusal (field messages, a duplicate's 409, the rate limit's 429). */
export const submitBrand = (values: BrandSubmission) => apiRequest<SubmittedBrand>("POST", SUBMIT_PATH, values);
