import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { directoryViewRewrites } from "./lib/directory/directory-rewrites";
import { englishPrefixRedirects, englishRewrites, PREFIXED_LOCALE_PATTERN } from "./lib/i18n/locale-rewrites";
import { indexNowKeyFileRewrite } from "./lib/seo/indexnow-key-file";
import { markdownRewrites } from "./lib/seo/markdown-rewrites";
import {
  HSTS_HEADER,
  LOCAL_HOSTNAME_PATTERN,
  SECURITY_HEADERS,
  staticContentSecurityPolicy,
} from "./lib/security/headers";
import { readStyleOrigins } from "./lib/map/read-style-origins";
import { cachedPathsSource } from "./lib/security/page-rendering";

const dataCacheHandler = path.join(process.cwd(), "server/cache/data-cache-handler.mjs");

const securityHeaders = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

/**
 * The static CSP of every path but the per-request pages, set here rather than in proxy.ts so that cached pages are
 * served without running Proxy at all (it halved their throughput in npm run bench). Local hosts are plain http, so
 * they go without upgrade-insecure-requests.
 */
async function staticCspHeaders(dev: boolean) {
  const source = cachedPathsSource();
  const local = [{ type: "host" as const, value: LOCAL_HOSTNAME_PATTERN }];
  // The map of results fetches from MAP_STYLE_URL's hosts only when it is set (read at build, like the pages).
  const mapOrigins = await readStyleOrigins(process.env.MAP_STYLE_URL || undefined);
  const csp = (upgradeInsecureRequests: boolean) => [
    {
      key: "content-security-policy",
      value: staticContentSecurityPolicy({ dev, upgradeInsecureRequests, mapOrigins }),
    },
  ];
  return [
    { source, has: local, headers: csp(false) },
    { source, missing: local, headers: csp(!dev) },
  ];
}

// The catalogues (messages/<locale>.json) are compiled at build time, so client islands ship next-intl's small
// formatter rather than an ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig = (phase: string): NextConfig => ({
  cacheComponents: true,
  // Off: the App Shell prefetch doubled each page's payload (measured with npm run bench), and every public page
  // is a cached whole page that a default prefetch already fetches at once.
  partialPrefetching: false,
  poweredByHeader: false,
  // No ETag: Next makes one by hashing each response's whole body in JavaScript, about a tenth of a cached page's
  // server time in a CPU profile, and a 304 would save only the bytes, never that work.
  generateEtags: false,
  reactStrictMode: true,
  // The route cache and the 'use cache' data: in memory (and pages on disk) for one instance, shared through Redis by
  // every instance when REDIS_URL is set; made-up URLs cannot fill either (see the files). Vercel keeps its own.
  cacheHandler: process.env.VERCEL ? undefined : path.join(process.cwd(), "server/cache/route-cache-handler.mjs"),
  cacheHandlers: process.env.VERCEL ? undefined : { default: dataCacheHandler, remote: dataCacheHandler },
  typedRoutes: false,
  // The place gazetteer's data (about 150,000 cities) is loaded from node_modules at run time, never bundled.
  serverExternalPackages: ["country-state-city", "pino"],
  // The build checks the app's own code; tests and scripts are checked by `npm run typecheck`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  images: {
    // Listing logos come from the brands' own sites; next/image proxies and resizes them.
    remotePatterns: [{ protocol: "https", hostname: "**" }],
    formats: ["image/avif", "image/webp"],
    minimumCacheTTL: 86_400,
  },
  // Security headers on every response (pages, APIs, static files); per-request pages get their CSP from proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [HSTS_HEADER],
      },
      ...(await staticCspHeaders(phase === PHASE_DEVELOPMENT_SERVER)),
    ];
  },
  // Before the file system: /directory itself is the page of searches and filtered views, and English pages are
  // served from app/[locale] under their unprefixed URLs (lib/i18n/locale-rewrites.ts); /{key}.txt is the IndexNow key;
  // a listing's URL with .md appended is its Markdown copy.
  async rewrites() {
    return {
      beforeFiles: [
        ...directoryViewRewrites(),
        indexNowKeyFileRewrite(),
        ...markdownRewrites(),
        ...englishRewrites(readdirSync(path.join(process.cwd(), "public"))),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  // The footer's Brands and Community links: those lists live in the directory (communities are its Social category).
  // Community is temporary: a community page of its own may come.
  async redirects() {
    const locale = `/:locale${PREFIXED_LOCALE_PATTERN}`;
    return [
      ...englishPrefixRedirects(),
      { source: "/brands", destination: "/directory?category=brands", permanent: true },
      { source: `${locale}/brands`, destination: "/:locale/directory?category=brands", permanent: true },
      { source: "/community", destination: "/directory?category=social", permanent: false },
      { source: `${locale}/community`, destination: "/:locale/directory?category=social", permanent: false },
    ];
  },
  experimental: {
    sri: { algorithm: "sha256" },
    optimizePackageImports: ["lucide-react", "radix-ui"],
  },
});

const config = (phase: string) => withNextIntl(nextConfig(phase));

export default config;
