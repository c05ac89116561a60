import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { currentUserJson } from "@/server/account/current-user";

/** GET /api/auth/user: the signed-in member, or 401. Never cached: it differs per visitor. */
export const GET = withUser(async ({ user }) => Response.json(currentUserJson(user), { headers: NO_STORE }));
