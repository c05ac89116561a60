import { cookieNames } from "@/lib/security/cookie-names";

/**
 * A browser that signed in carries this readable cookie beside the HttpOnly session (set and cleared with it), so
 * the header's island asks GET /api/auth/user only where there may be a member: an anonymous page view then costs no
 * request and no 401. It grants nothing; the session cookie alone is checked on the server.
 */
export const MEMBER_HINT_COOKIE = "ld-member";

export function hasMemberHint(documentCookie: string): boolean {
  return cookieNames(documentCookie).includes(MEMBER_HINT_COOKIE);
}
