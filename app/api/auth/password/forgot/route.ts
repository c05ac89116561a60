import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema } from "@/lib/auth/auth-schema";
import { withPublic } from "@/server/http/route";
import { NO_STORE } from "@/server/http/responses";
import { requestPasswordReset } from "@/server/account/auth-mutations";

/** POST /api/auth/password/forgot {email}: the same answer whether or not the address has an account. */
export const POST = withPublic(
  async ({ body }) => {
    await requestPasswordReset(body.email);
    return Response.json({ ok: true, message: FORGOT_PASSWORD_MESSAGE }, { headers: NO_STORE });
  },
  { rateLimit: "passwordReset", body: forgotPasswordSchema, maxBodyBytes: 1_024 },
);
