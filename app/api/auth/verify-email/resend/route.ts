import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { resendVerification } from "@/server/account/auth-mutations";

/** POST /api/auth/verify-email/resend: a new confirmation link for a member whose address is not confirmed yet. */
export const POST = withUser(
  async ({ user }) => {
    await resendVerification(user.id);
    return Response.json({ ok: true }, { headers: NO_STORE });
  },
  { rateLimit: "passwordReset" },
);
