import { withUser } from "@/server/http/member-route";
import { jsonWithCookie } from "@/server/http/responses";
import { signOut } from "@/server/account/auth-mutations";
import { sessionCookies } from "@/server/auth/member/session";

/** POST /api/auth/signout: ends this browser's session on the server and clears its cookie. */
export const POST = withUser(async ({ sessionToken }) => {
  await signOut(sessionToken);
  return jsonWithCookie({ ok: true }, sessionCookies(null));
});
