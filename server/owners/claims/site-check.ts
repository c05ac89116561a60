import "server-only";
import { load } from "cheerio";
import { CLAIM_FILE_PATH, CLAIM_META_NAME } from "@/lib/owners/claim-schema";
import { parseWebsiteUrl } from "@/lib/brands/website-url";
import { enrichmentFetchOptions, safeFetch, type SafeFetchFailure } from "@/server/enrichment";

export type SiteCheck =
  { found: "file" | "meta" } | { found: null; file: SafeFetchFailure | "missing"; meta: SafeFetchFailure | "missing" };

/** The site's origin over https, then http (a small site may have no certificate): where a token may be. */
function origins(website: string): string[] {
  const url = parseWebsiteUrl(website);
  if (!url) return [];
  const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  return [`https://${host}`, `http://${host}`];
}

async function firstAnswer(urls: string[], accept: "html" | "text") {
  let last: SafeFetchFailure = "invalid_url";
  for (const url of urls) {
    const result = await safeFetch(url, { ...enrichmentFetchOptions(), accept });
    if (result.ok) return result;
    last = result.reason;
  }
  return { ok: false as const, reason: last };
}

function fileHasToken(text: string, token: string): boolean {
  return text.split(/\r?\n/).some((line) => line.trim() === token);
}

function metaHasToken(html: string, token: string): boolean {
  const $ = load(html);
  return $(`meta[name="${CLAIM_META_NAME}"]`)
    .toArray()
    .some((element) => ($(element).attr("content") ?? "").trim() === token);
}

/**
 * Looks for the claim's token on the listing's website, through the SSRF-safe fetch only: a line of
 * /.well-known/longevity-directory.txt, or the content of <meta name="longevity-directory-verification"> on the home
 * page. Either proves the claim, whichever the member chose.
 */
export async function findTokenOnSite(website: string, token: string): Promise<SiteCheck> {
  const bases = origins(website);
  const file = await firstAnswer(
    bases.map((base) => `${base}${CLAIM_FILE_PATH}`),
    "text",
  );
  if (file.ok && fileHasToken(file.html, token)) return { found: "file" };
  const home = await firstAnswer(
    bases.map((base) => `${base}/`),
    "html",
  );
  if (home.ok && metaHasToken(home.html, token)) return { found: "meta" };
  return { found: null, file: file.ok ? "missing" : file.reason, meta: home.ok ? "missing" : home.reason };
}
