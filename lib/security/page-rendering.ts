/**
 * Pages that show member or admin data, or take secrets (passwords, emailed tokens), render per request with a
 * per-request CSP nonce. So does /audit: it scores its own response headers, so it carries the strictest CSP the site
 * sends. Every other page is public content: prerendered or cached, with the static CSP.
 */
export const PER_REQUEST_PAGES = [
  "/home",
  "/profile",
  "/admin",
  "/analytics",
  "/account",
  "/login",
  "/reset-password",
  "/verify-email",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/alerts/pause",
  "/alerts/unsubscribe",
  "/saved-searches/confirm",
  "/saved-searches/pause",
  "/saved-searches/unsubscribe",
  "/audit",
  "/claim",
  "/owner",
  "/review-invitation",
] as const;

export function rendersPerRequest(pathname: string): boolean {
  return PER_REQUEST_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * For next.config.ts's headers: a `source` matching every path except the per-request pages and what lies under
 * them, which get their nonce CSP from proxy.ts instead.
 */
export function cachedPathsSource(): string {
  const pages = PER_REQUEST_PAGES.map((page) => page.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return `/((?!(?:${pages})(?:/|$)).*)`;
}
