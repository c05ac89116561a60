import { resetPasswordSchema } from "@/lib/auth/auth-schema";
import { withPublic } from "@/server/http/route";
import { jsonWithCookie } from "@/server/http/responses";
import { resetPassword } from "@/server/account/auth-mutations";
import { sessionCookies } from "@/server/auth/member/session";

/** POST /api/auth/password/reset {token, password}: a single-use link; every other session is signed out. */
export const POST = withPublic(
  async ({ body }) => {
    const { cookie } = await resetPassword(body.token, body.password);
    return jsonWithCookie({ ok: true }, sessionCookies(cookie));
  },
  { rateLimit: "passwordReset", body: resetPasswordSchema, maxBodyBytes: 1_024 },
);
