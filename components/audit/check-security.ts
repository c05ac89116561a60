import { findMixedContent, scoreSecurity, type SecurityAuditResult } from "@/lib/audit/security-audit";

function resourceUrls(doc: Document): string[] {
  const fromTiming = performance.getEntriesByType("resource").map((entry) => entry.name);
  const fromMarkup = [
    ...doc.querySelectorAll(
      "img[src], script[src], iframe[src], source[src], video[src], audio[src], link[rel='stylesheet'][href]",
    ),
  ].map((element) => element.getAttribute("src") ?? element.getAttribute("href") ?? "");
  return [...fromTiming, ...fromMarkup];
}

/**
 * Sends a HEAD request for the current page and scores its security headers, HTTPS and mixed content.
 * Throws when the headers cannot be read (network failure or an error status).
 */
export async function checkSecurity(
  pageUrl: string = window.location.href,
  fetcher: typeof fetch = fetch,
): Promise<SecurityAuditResult> {
  const response = await fetcher(pageUrl, { method: "HEAD", cache: "no-store", credentials: "same-origin" });
  if (!response.ok) throw new Error(`HEAD ${pageUrl} answered ${response.status}`);
  return scoreSecurity({
    pageUrl,
    headers: response.headers,
    mixedContent: findMixedContent(pageUrl, resourceUrls(document)),
  });
}
