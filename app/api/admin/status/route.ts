import { env } from "@/env";
import { requestIsAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";
import { withPublic } from "@/server/http/route";

/**
 * GET /api/admin/status: {isAdmin}, re-checked by the review page on load and on window focus, and
 * {totp}: whether sign-in also asks for a one-time code.
 */
export const GET = withPublic(async ({ req }) =>
  Response.json({ isAdmin: await requestIsAdmin(req), totp: Boolean(env().ADMIN_TOTP_SECRET) }, { headers: NO_STORE }),
);
