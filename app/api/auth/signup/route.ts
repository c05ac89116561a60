import { signUpSchema } from "@/lib/auth/auth-schema";
import { withPublic } from "@/server/http/route";
import { jsonWithCookie } from "@/server/http/responses";
import { signUp } from "@/server/account/auth-mutations";
import { localeCookie, sessionCookies } from "@/server/auth/member/session";

/** POST /api/auth/signup: creates the account, emails a confirmation link and signs the member in (201). */
export const POST = withPublic(
  async ({ body }) => {
    const { cookie, locale } = await signUp(body);
    return jsonWithCookie({ ok: true }, [...sessionCookies(cookie), localeCookie(locale)], { status: 201 });
  },
  { rateLimit: "signup", body: signUpSchema, maxBodyBytes: 2_048 },
);
