import { adminCookie, adminCookieName, endAdminSession } from "@/server/auth/admin/session";
import { withPublic } from "@/server/http/route";
import { jsonWithCookie } from "@/server/http/responses";

/** POST /api/admin/logout: the session is revoked on the server and the cookie cleared. */
export const POST = withPublic(async ({ req }) => {
  await endAdminSession(req.cookies.get(adminCookieName())?.value ?? "");
  return jsonWithCookie({ ok: true }, adminCookie(null));
});
