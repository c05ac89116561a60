import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  cacheComponents: true,
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // The build checks the app's own code; tests and scripts are checked by `npm run typecheck`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  images: {
    // Listing logos come from the brands' own sites; next/image proxies and resizes them.
    remotePatterns: [{ protocol: "https", hostname: "**" }],
    formats: ["image/avif", "image/webp"],
    minimumCacheTTL: 86_400,
  },
  // The footer's Brands link: the brand list lives in the directory.
  async redirects() {
    return [{ source: "/brands", destination: "/directory?category=brands", permanent: true }];
  },
  experimental: {
    optimizePackageImports: ["lucide-react", "radix-ui"],
  },
};

export default nextConfig;
