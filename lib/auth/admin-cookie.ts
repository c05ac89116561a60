/** The admin session cookie's name: `__Host-` prefixed on https (Secure, no Domain, Path=/), plain on local http. */
export const ADMIN_COOKIE_NAMES = { http: "admin-session", https: "__Host-admin-session" } as const;
