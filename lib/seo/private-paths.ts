/** Member, admin, owner-only and API paths: noindex on the pages and disallowed in robots.txt. */
export const PRIVATE_PATHS = [
  "/api/",
  "/admin",
  "/profile",
  "/home",
  "/analytics",
  "/analytics-debug",
  "/audit",
  "/test-audit",
  "/newsletter/",
  "/alerts/",
  "/login",
  "/claim/",
  "/owner",
];
