// Relative, not "@/…": next.config.ts loads this file, and its config transpiler resolves the alias from the wrong folder.
import { configuredMeasurementId, GA_CONNECT_ORIGINS, GA_SCRIPT_ORIGIN } from "../analytics/ga-config";

/**
 * Every security header the app sends, defined once. The static ones go on every response (pages, APIs, assets)
 * through next.config.ts, and so does the static Content-Security-Policy of every path but the per-request pages,
 * whose nonce CSP is set by proxy.ts.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  // Geolocation for this origin only: the directory's "Use my location" asks for it when pressed, never a frame.
  "permissions-policy": "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
};

/** Sent only on https responses (a browser ignores it on http, and localhost must stay plain http). */
export const HSTS_HEADER = { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains" } as const;

/**
 * Hosts served over plain http during development and tests, as next.config's `has: host` sees them (the Host
 * header's name before any port; "[" is what is left of an IPv6 literal): no upgrade-insecure-requests there.
 */
export const LOCAL_HOSTNAME_PATTERN = "(?:localhost|127\\.0\\.0\\.1|\\[)";

type CspOptions = {
  dev: boolean;
  upgradeInsecureRequests: boolean;
  /** Where MAP_STYLE_URL's style, sprite, glyphs and tiles come from (lib/map/style-origins.ts); none by default. */
  mapOrigins?: readonly string[];
};

function directives(scriptSrc: string, { dev, upgradeInsecureRequests, mapOrigins = [] }: CspOptions): string {
  // Google Analytics' origins only when NEXT_PUBLIC_GA_ID is set (its script still loads only after consent).
  const ga = configuredMeasurementId() !== null;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}${ga ? ` ${GA_SCRIPT_ORIGIN}` : ""}${dev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes come from Radix positioning and next/font.
    "style-src 'self' 'unsafe-inline'",
    // Listing logos are hot-linked from the brands' own https sites.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // MapLibre fetches the style, sprite, glyphs and vector tiles; raster tiles are images (https: above).
    `connect-src 'self'${ga ? ` ${GA_CONNECT_ORIGINS.join(" ")}` : ""}${mapOrigins.map((origin) => ` ${origin}`).join("")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Cached public pages are rendered once for every visitor, so they cannot carry a per-request nonce, and Next
 * streams the page's RSC payload in inline <script> tags whose content differs per page: only 'unsafe-inline'
 * lets them run. External scripts are limited to this origin; nothing may be evaluated from strings.
 */
export function staticContentSecurityPolicy(options: CspOptions): string {
  return directives("'self' 'unsafe-inline'", options);
}

/** Per-request pages: only scripts carrying this response's nonce run, and what they load ('strict-dynamic'). */
export function nonceContentSecurityPolicy(nonce: string, options: CspOptions): string {
  return directives(`'self' 'nonce-${nonce}' 'strict-dynamic'`, options);
}
