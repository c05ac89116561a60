import type { CaptchaChallenge, GatheredBrand, SubmittedBrand } from "@/lib/brands/submission";
import type { BrandSubmission } from "@/lib/brands/submission-schema";

export const CAPTCHA_PATH = "/api/captcha";
const ENRICH_PATH = "/api/enrich-brand";
const SUBMIT_PATH = "/api/data/brands";

type ErrorBody = { error?: string; message?: string; fields?: Record<string, string[]> };

export type SubmitOutcome =
  | { ok: true; brand: SubmittedBrand }
  | { ok: false; status: number; message: string | null; fields: Record<string, string[]> };

async function readJson<T>(res: Response): Promise<T | null> {
  try {
    return (await res.json()) as T;
  } catch {
    return null;
  }
}

/** A fresh captcha challenge; never from the HTTP cache (each token works once). */
export async function fetchCaptcha(): Promise<CaptchaChallenge> {
  const res = await fetch(CAPTCHA_PATH, { credentials: "include", cache: "no-store" });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as CaptchaChallenge;
}

/** The brand data gathered from a website, or null when the site could not be read (or the request failed). */
export async function fetchGatheredBrand(website: string): Promise<GatheredBrand | null> {
  try {
    const res = await fetch(`${ENRICH_PATH}?url=${encodeURIComponent(website)}`, { credentials: "include" });
    return res.ok ? await readJson<GatheredBrand>(res) : null;
  } catch {
    return null;
  }
}

/** POST /api/data/brands (spec 2 §7): cookies included, JSON because there is a body. Network failures are status 0. */
export async function postBrandSubmission(values: BrandSubmission): Promise<SubmitOutcome> {
  let res: Response;
  try {
    res = await fetch(SUBMIT_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
      credentials: "include",
    });
  } catch {
    return { ok: false, status: 0, message: null, fields: {} };
  }
  if (res.ok) {
    const brand = await readJson<SubmittedBrand>(res);
    if (brand) return { ok: true, brand };
  }
  const body = await readJson<ErrorBody>(res);
  return { ok: false, status: res.status, message: body?.error ?? null, fields: body?.fields ?? {} };
}
