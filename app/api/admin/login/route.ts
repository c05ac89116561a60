import { adminLoginSchema } from "@/lib/auth/admin-login-schema";
import { adminCookie } from "@/server/auth/admin/session";
import { adminSignIn } from "@/server/auth/admin/sign-in";
import { withPublic } from "@/server/http/route";
import { jsonWithCookie } from "@/server/http/responses";

/** POST /api/admin/login {password, code?}: 'Password is required' / 'Invalid password'; backoff and a daily cap per address. */
export const POST = withPublic(
  async ({ req, body, ip }) => {
    const token = await adminSignIn(body, { ip, userAgent: req.headers.get("user-agent") });
    return jsonWithCookie({ ok: true }, adminCookie(token));
  },
  { rateLimit: "adminLogin", body: adminLoginSchema, maxBodyBytes: 1_024 },
);
