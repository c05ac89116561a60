import { withPublic } from "@/server/http/route";
import { issueCaptcha } from "@/server/public/captcha/challenge";

/** A fresh single-use challenge for the Add Brand form; never cached anywhere. */
export const GET = withPublic(() => Response.json(issueCaptcha(), { headers: { "cache-control": "no-store" } }), {
  rateLimit: "captcha",
});
