import { requestIsAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";
import { withPublic } from "@/server/http/route";

/** GET /api/admin/status: {isAdmin} (spec 2 §7); re-checked by the review page on load and on window focus. */
export const GET = withPublic(async ({ req }) => Response.json({ isAdmin: await requestIsAdmin(req) }, { headers: NO_STORE }));
