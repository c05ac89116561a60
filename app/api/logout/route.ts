import { readSession, sessionCookieName, sessionCookies } from "@/server/auth/member/session";
import { signOut } from "@/server/account/auth-mutations";
import { withPublic } from "@/server/http/route";

/**
 * Browser navigation target of "Log out": ends the session on the server, clears the cookie and goes home.
 * A navigation started by another site (Sec-Fetch-Site: cross-site) signs nobody out.
 */
export const GET = withPublic(async ({ req }) => {
  const headers = new Headers({ location: "/", "cache-control": "no-store" });
  if (req.headers.get("sec-fetch-site") !== "cross-site") {
    const session = await readSession(req.cookies.get(sessionCookieName())?.value);
    if (session) await signOut(session.sessionToken);
    for (const cookie of sessionCookies(null)) headers.append("set-cookie", cookie);
  }
  return new Response(null, { status: 303, headers });
});
