import { withUser } from "@/server/http/member-route";
import { jsonWithCookie } from "@/server/http/responses";
import { deleteAccount } from "@/server/member/account/data";
import { sessionCookies } from "@/server/member/auth/session";

/** DELETE /api/account: the member's account and everything that belongs to it; the session cookie is cleared. */
export const DELETE = withUser(
  async ({ user }) => {
    await deleteAccount(user.id);
    return jsonWithCookie({ ok: true }, sessionCookies(null));
  },
  { rateLimit: "account" },
);
