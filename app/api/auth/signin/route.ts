import { signInSchema } from "@/lib/auth/auth-schema";
import { withPublic } from "@/server/http/route";
import { jsonWithCookie } from "@/server/http/responses";
import { signIn } from "@/server/account/auth-mutations";
import { localeCookie, sessionCookies } from "@/server/auth/member/session";

/**
 * POST /api/auth/signin {email, password}: 200 with the session cookie (and the member's language as the language
 * cookie); 401 with one generic message; 429 when throttled.
 */
export const POST = withPublic(
  async ({ body, ip }) => {
    const { cookie, locale } = await signIn(body, ip);
    return jsonWithCookie({ ok: true }, [...sessionCookies(cookie), localeCookie(locale)]);
  },
  { rateLimit: "signin", body: signInSchema, maxBodyBytes: 1_024 },
);
