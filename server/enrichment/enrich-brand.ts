import "server-only";
import { parseBrandPage, type GatheredBrandData } from "./parse-brand-page";
import { safeFetch, type SafeFetchFailure, type SafeFetchOptions } from "./safe-fetch";
import { withDefaultScheme } from "./website-url";

export { hostnameWithoutWww, normaliseWebsite } from "./website-url";
export type EnrichmentResult =
  { ok: true; url: string; data: GatheredBrandData } | { ok: false; reason: SafeFetchFailure };

/**
 * Gathers brand data from a submitted website: the URL as typed (https:// added when no scheme is given), fetched
 * through safeFetch (which refuses every scheme but http and https), then parsed. Nothing is cached or rate
 * limited here; the route does that.
 */
export async function enrichBrand(website: string, options?: SafeFetchOptions): Promise<EnrichmentResult> {
  const page = await safeFetch(withDefaultScheme(website), options);
  if (!page.ok) return page;
  return { ok: true, url: page.url, data: parseBrandPage(page.html, page.url) };
}
