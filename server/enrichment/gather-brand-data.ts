import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { GatheredBrand } from "@/lib/brands/submission-schema";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { isUnsafeText } from "@/lib/security/unsafe-content";
import { enrichBrand, type EnrichmentResult } from "./enrich-brand";
import { enrichmentFetchOptions } from "./fetch-options";
import type { SafeFetchFailure } from "./safe-fetch";
import { parseWebsiteUrl } from "./website-url";

type GatheredBrandOutcome = { ok: true; data: GatheredBrand } | { ok: false; reason: SafeFetchFailure };

// Text a page states is shown to the visitor (the description fills the form) and stored: markup the forms would
// refuse is dropped rather than carried into a submission.
function safeText(value: string | null): string | null {
  return value !== null && isUnsafeText(value) ? null : value;
}

function toGatheredBrand(result: Extract<EnrichmentResult, { ok: true }>): GatheredBrand {
  const { data } = result;
  return {
    name: safeText(data.name),
    description: safeText(data.description),
    region: data.region,
    country: data.country,
    logoUrl: data.logoUrl,
    rating: data.rating,
    reviewCount: data.reviewCount,
    featuredReview: safeText(data.featuredReview),
    reviewSource: safeText(data.reviewSource),
  };
}

/**
 * One site's gathered data, cached a day per origin (a failure only minutes: sites come back). Only the home page
 * is read: brand facts live there, and paths cannot multiply the fetches. Never throws across the cache boundary.
 */
async function gatherSite(origin: string, host: string): Promise<GatheredBrandOutcome> {
  "use cache";
  cacheTag(CACHE_TAGS.enrichment(host));
  let outcome: GatheredBrandOutcome;
  try {
    const result = await enrichBrand(`${origin}/`, enrichmentFetchOptions());
    outcome = result.ok ? { ok: true, data: toGatheredBrand(result) } : { ok: false, reason: result.reason };
  } catch {
    outcome = { ok: false, reason: "network_error" };
  }
  if (outcome.ok) cacheLife("days");
  else cacheLife("minutes");
  return outcome;
}

/** Brand data from a submitted website, by fetching its home page safely; invalid input is a failure. */
export async function gatherBrandData(website: string): Promise<GatheredBrandOutcome> {
  const url = parseWebsiteUrl(website);
  if (!url) return { ok: false, reason: "invalid_url" };
  return gatherSite(url.origin, url.hostname.replace(/^www\./, "").replace(/\.$/, ""));
}
