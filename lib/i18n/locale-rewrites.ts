// Relative imports only: next.config.ts loads this file, and its config transpiler does not resolve "@/…".
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES } from "./locales";

/** The top-level path segments that are not pages (APIs, Next's own files, images, feeds, files in public/). */
const NON_PAGE_SEGMENTS = [
  "_next",
  "api",
  "og",
  "images",
  "sitemaps",
  "sitemap.xml",
  "robots.txt",
  "llms.txt",
  "llms-full.txt",
  "icon.svg",
  "favicon.ico",
];

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A path parameter pattern matching the prefix of a prefixed locale: `(de|fr|es|it|nl)`. */
export const PREFIXED_LOCALE_PATTERN = `(${PREFIXED_LOCALES.join("|")})`;

/**
 * English pages keep their unprefixed URLs, but live in app/[locale] like every other language: these next.config
 * rewrites serve `/`, `/clinic/x`… from `/en`, `/en/clinic/x`… without running Proxy, so cached English pages stay
 * as fast as before. A path whose first segment is a locale, or not a page (APIs, Next's files, public files), is
 * left alone. `publicFiles` are the names in public/.
 */
export function englishRewrites(publicFiles: readonly string[]) {
  const skipped = [...LOCALES, ...NON_PAGE_SEGMENTS, ...publicFiles].map(escape).join("|");
  return [
    { source: "/", destination: `/${DEFAULT_LOCALE}` },
    { source: `/:first((?!(?:${skipped})(?:/|$))[^/]+)/:rest*`, destination: `/${DEFAULT_LOCALE}/:first/:rest*` },
  ];
}

/** `/en` and `/en/…` are the unprefixed English URLs under another name: a permanent redirect keeps one URL. */
export function englishPrefixRedirects() {
  return [
    { source: `/${DEFAULT_LOCALE}`, destination: "/", permanent: true },
    { source: `/${DEFAULT_LOCALE}/:path*`, destination: "/:path*", permanent: true },
  ];
}
