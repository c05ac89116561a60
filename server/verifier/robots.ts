import "server-only";
import robotsParser from "robots-parser";
import { safeFetchPage, type SafeFetchFailure, type SafeFetchOptions } from "@/server/enrichment";

export const VERIFIER_AGENT = "LongevityDirectoryVerifier";

export type RobotsRules =
  | { ok: true; allows: (url: string) => boolean; crawlDelaySeconds: number | undefined }
  | { ok: false; cause: SafeFetchFailure | "robots_unavailable" };

const ALLOW_ALL: RobotsRules = { ok: true, allows: () => true, crawlDelaySeconds: undefined };

/**
 * A host's robots.txt rules for the verifier. A missing file (4xx) or one that is not plain text allows everything;
 * a server error disallows everything for now, as the robots standard asks; a site that cannot be reached at all is
 * that failure.
 */
export async function readRobots(origin: string, options: SafeFetchOptions): Promise<RobotsRules> {
  const url = `${origin}/robots.txt`;
  const result = await safeFetchPage(url, { ...options, accept: "text", maxBodyBytes: 512 * 1024 });
  if (result.ok) {
    const robots = robotsParser(url, result.html);
    return {
      ok: true,
      allows: (page) => robots.isAllowed(page, VERIFIER_AGENT) !== false,
      crawlDelaySeconds: robots.getCrawlDelay(VERIFIER_AGENT),
    };
  }
  if (result.status !== null && result.status >= 400 && result.status < 500) return ALLOW_ALL;
  if (result.status !== null && result.status >= 500) return { ok: false, cause: "robots_unavailable" };
  if (result.reason === "not_html" || result.reason === "too_large") return ALLOW_ALL;
  return { ok: false, cause: result.reason };
}
