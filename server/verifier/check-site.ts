import "server-only";
import { siteUrl } from "@/lib/site";
import {
  hostnameWithoutWww,
  safeFetchImage,
  safeFetchPage,
  type ConditionalHeaders,
  type SafeFetchOptions,
} from "@/server/enrichment";
import { extractSiteFacts, type SiteFacts } from "./extract";
import { HostPacer, hostDelayMs, type VerifierClock } from "./pacer";
import { readRobots, VERIFIER_AGENT } from "./robots";

/** The validators and facts of a page as last read, keyed by URL (stored in WebsiteFetchCache). */
export type PageCache = {
  get: (url: string) => Promise<(ConditionalHeaders & { extracted: SiteFacts | null }) | null>;
  put: (url: string, entry: ConditionalHeaders & { extracted: SiteFacts }) => Promise<void>;
};

export type CheckOptions = {
  fetch: SafeFetchOptions;
  clock: VerifierClock;
  cache: PageCache;
  /** The host's pacer when several listings share it (one per job); a fresh one otherwise. */
  pacer?: HostPacer;
  /** The least gap between two requests to a host: 1 s; only a bench measuring the pacing lowers it. */
  minDelayMs?: number;
  /**
   * Keeps the logo or photo the site publishes (type checked by its bytes) and answers this site's own URL for it,
   * or null when it is refused. Without it, both are dropped: a provider's image is never hot-linked.
   */
  keepImage?: (bytes: Uint8Array, role: ImageRole) => Promise<string | null>;
};

type ImageRole = "logo" | "photo";

type SiteNotices = { noHttps: boolean; movedTo: string | null; parked: boolean };

export type SiteCheck =
  | { outcome: "reachable" | "not_modified"; url: string; facts: SiteFacts; notices: SiteNotices; pages: string[] }
  | { outcome: "robots_refused"; url: string }
  | { outcome: "failed"; cause: string };

/** Pages per site besides the home page: those it links as prices, contact or about, then services or quality. */
const MAX_LINKED_PAGES = 3;
const PAGE_TIMEOUT_MS = 10_000;
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** storeImage's own limit: a larger image is refused before it is read to the end. */
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const PARKING_MARKERS =
  /domain (?:name )?(?:is |may be )?for sale|buy this domain|this domain is parked|parked (?:free|domain)|sedoparking|sedo\.com|dan\.com|afternic|hugedomains|godaddy\.com\/domainsearch|domain has expired/i;

function verifierUserAgent(): string {
  return `${VERIFIER_AGENT}/1.0 (Longevity Directory; +${siteUrl()}/contact)`;
}

function permanentMove(start: URL, redirects: { status: number; to: string }[]): string | null {
  const home = hostnameWithoutWww(start.hostname);
  for (const hop of redirects) {
    if (hop.status !== 301 && hop.status !== 308) continue;
    const target = new URL(hop.to);
    if (hostnameWithoutWww(target.hostname) !== home) return target.origin + target.pathname;
  }
  return null;
}

function looksParked(facts: SiteFacts, listingName: string): boolean {
  const name = listingName.trim().toLowerCase();
  return !facts.text.includes(name) && PARKING_MARKERS.test(facts.text);
}

/**
 * The home page's facts with the linked pages' products and what each page states; each product and each page's
 * statements name the page they were read on.
 */
function merged(home: SiteFacts, homeUrl: string, others: { facts: SiteFacts; url: string }[]): SiteFacts {
  const products = [
    ...home.products.map((product) => ({ ...product, page: homeUrl })),
    ...others.flatMap(({ facts, url }) => facts.products.map((product) => ({ ...product, page: url }))),
  ];
  return {
    ...home,
    organisation: home.organisation ?? others.find(({ facts }) => facts.organisation)?.facts.organisation ?? null,
    products: products.slice(0, 20),
    stated: [
      ...home.stated.map((stated) => ({ ...stated, page: homeUrl })),
      ...others.flatMap(({ facts, url }) => facts.stated.map((stated) => ({ ...stated, page: url }))),
    ],
  };
}

type ImageFetch = { robots: { allows: (url: string) => boolean }; pacer: HostPacer; fetch: SafeFetchOptions };

/** One image through the safe fetcher (robots and the host's pace respected), kept by `keepImage`; else null. */
async function keptImage(
  url: string | null,
  role: ImageRole,
  keep: CheckOptions["keepImage"],
  { robots, pacer, fetch }: ImageFetch,
): Promise<string | null> {
  if (!url || !keep || !robots.allows(url)) return null;
  const image = await pacer.paced(() => safeFetchImage(url, { ...fetch, maxBodyBytes: IMAGE_MAX_BYTES }));
  return image.ok ? keep(image.bytes, role) : null;
}

/** The facts with the logo and the photo replaced by this site's stored copies, or dropped when one cannot be kept. */
async function withKeptImages(facts: SiteFacts, keep: CheckOptions["keepImage"], how: ImageFetch): Promise<SiteFacts> {
  const logo = facts.organisation?.logo ? await keptImage(facts.organisation.logo, "logo", keep, how) : null;
  const photo = facts.photo ? await keptImage(facts.photo, "photo", keep, how) : null;
  return {
    ...facts,
    organisation: facts.organisation ? { ...facts.organisation, logo } : null,
    photo: photo && photo !== logo ? photo : null,
  };
}

/**
 * One polite visit to a listing's website: robots.txt first, then the home page (conditional on what was stored)
 * and up to three pages it links as prices, contact or about (else services, quality or testing), one request at a time with at least the host's crawl
 * delay between them. Everything goes through the SSRF-safe fetcher; no script on the pages is ever run.
 */
export async function checkSite(website: string, listingName: string, options: CheckOptions): Promise<SiteCheck> {
  let start: URL;
  try {
    start = new URL(website);
  } catch {
    return { outcome: "failed", cause: "invalid_url" };
  }
  const fetchOptions: SafeFetchOptions = {
    timeoutMs: PAGE_TIMEOUT_MS,
    maxBodyBytes: PAGE_MAX_BYTES,
    ...options.fetch,
    userAgent: verifierUserAgent(),
  };
  const pacer = options.pacer ?? new HostPacer(options.clock);
  const robots = await pacer.paced(() => readRobots(start.origin, fetchOptions));
  if (!robots.ok) return { outcome: "failed", cause: robots.cause };
  pacer.delayMs = hostDelayMs(robots.crawlDelaySeconds, options.minDelayMs);
  if (!robots.allows(start.toString())) return { outcome: "robots_refused", url: start.toString() };

  const cached = await options.cache.get(start.toString());
  const home = await pacer.paced(() => safeFetchPage(start.toString(), fetchOptions, cached ?? undefined));
  if (!home.ok) return { outcome: "failed", cause: home.reason };
  const movedTo = permanentMove(start, home.redirects);
  const notices = (facts: SiteFacts): SiteNotices => ({
    noHttps: new URL(home.url).protocol !== "https:",
    movedTo,
    parked: looksParked(facts, listingName),
  });
  if (home.status === 304) {
    // Nothing changed since the last read: the stored facts stand and nothing new is proposed.
    const facts = cached?.extracted ?? extractSiteFacts("", home.url);
    return { outcome: "not_modified", url: home.url, facts, notices: notices(facts), pages: [home.url] };
  }
  const homeFacts = extractSiteFacts(home.html, home.url);
  await options.cache.put(start.toString(), { etag: home.etag, lastModified: home.lastModified, extracted: homeFacts });

  const others: { facts: SiteFacts; url: string }[] = [];
  const pages = [home.url];
  for (const link of homeFacts.links.slice(0, MAX_LINKED_PAGES)) {
    if (!robots.allows(link)) continue;
    const page = await pacer.paced(() => safeFetchPage(link, fetchOptions));
    if (!page.ok || page.status !== 200) continue;
    others.push({ facts: extractSiteFacts(page.html, page.url), url: page.url });
    pages.push(page.url);
  }
  const facts = await withKeptImages(merged(homeFacts, home.url, others), options.keepImage, {
    robots,
    pacer,
    fetch: fetchOptions,
  });
  return { outcome: "reachable", url: home.url, facts, notices: notices(facts), pages };
}
