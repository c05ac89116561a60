import type { NextConfig } from "next";
import { HSTS_HEADER, SECURITY_HEADERS } from "./lib/security/headers";

const securityHeaders = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Off: the App Shell prefetch doubled each page's payload (measured with npm run bench), and every public page
  // is a cached whole page that a default prefetch already fetches at once.
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
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
  // Security headers on every response (pages, APIs, static files); the CSP comes from proxy.ts per page.
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS_HEADER] },
    ];
  },
  // The footer's Brands and Community links: those lists live in the directory (communities are its Social category).
  // Community is temporary: a community page of its own may come.
  async redirects() {
    return [
      { source: "/brands", destination: "/directory?category=brands", permanent: true },
      { source: "/community", destination: "/directory?category=social", permanent: false },
    ];
  },
  experimental: {
    sri: { algorithm: "sha256" },
    optimizePackageImports: ["lucide-react", "radix-ui"],
  },
};

export default nextConfig;
