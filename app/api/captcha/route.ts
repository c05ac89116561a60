import { queryLocale } from "@/lib/i18n/query-locale";
import { translator } from "@/lib/i18n/translator";
import { withPublic } from "@/server/http/route";
import { issueCaptcha } from "@/server/captcha/challenge";

/** A fresh single-use challenge, asked in the form's language (`?lang=`); never cached anywhere. */
export const GET = withPublic(
  async ({ req }) => {
    const t = await translator(queryLocale(req.nextUrl.searchParams), "captcha");
    const challenge = issueCaptcha(Date.now(), (a, b) => t("question", { a, b }));
    return Response.json(challenge, { headers: { "cache-control": "no-store" } });
  },
  { rateLimit: "captcha" },
);
