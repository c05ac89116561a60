import "server-only";
import { env } from "@/env";
import { siteUrl } from "@/lib/site";
import { logger } from "@/server/log/logger";

/** The protocol's limit of URLs in one submission. */
export const INDEXNOW_BATCH_SIZE = 10_000;
const INDEXNOW_TIMEOUT_MS = 10_000;

export type IndexNowConfig = { key: string; endpoint: string; site: string };

/** The configuration when INDEXNOW_KEY is set; null (off) otherwise. */
export function indexNowConfig(): IndexNowConfig | null {
  const { INDEXNOW_KEY, INDEXNOW_ENDPOINT } = env();
  return INDEXNOW_KEY ? { key: INDEXNOW_KEY, endpoint: INDEXNOW_ENDPOINT, site: siteUrl() } : null;
}

/** Only this site's own URLs, each once: a search engine refuses a batch holding another host's. */
function ownUrls(urls: readonly string[], site: URL): string[] {
  const own = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (parsed.origin === site.origin) own.add(parsed.toString());
    } catch {
      // Not a URL: nothing to submit.
    }
  }
  return [...own];
}

async function submitBatch(config: IndexNowConfig, host: string, urlList: string[]): Promise<void> {
  const response = await fetch(config.endpoint, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8" },
    body: JSON.stringify({ host, key: config.key, keyLocation: `${config.site}/${config.key}.txt`, urlList }),
    signal: AbortSignal.timeout(INDEXNOW_TIMEOUT_MS),
  });
  await response.body?.cancel();
  // 200 and 202 are the protocol's "received"; anything else (422 wrong host, 429 too often) is logged only.
  if (response.status !== 200 && response.status !== 202)
    logger.warn({ status: response.status, urls: urlList.length }, "IndexNow refused a submission");
}

/**
 * Tells IndexNow-aware search engines that these URLs changed (JSON POSTs of at most 10,000 URLs each, this site's
 * URLs only). Off unless INDEXNOW_KEY is set. Never throws: a failure is logged and the next change submits again.
 */
export async function submitChangedUrls(
  urls: string[],
  { config = indexNowConfig() }: { config?: IndexNowConfig | null } = {},
): Promise<void> {
  if (!config) return;
  try {
    const site = new URL(config.site);
    const own = ownUrls(urls, site);
    for (let start = 0; start < own.length; start += INDEXNOW_BATCH_SIZE)
      await submitBatch(config, site.host, own.slice(start, start + INDEXNOW_BATCH_SIZE));
  } catch (error) {
    logger.warn({ err: error, urls: urls.length }, "IndexNow submission failed");
  }
}
