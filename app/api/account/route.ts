import * as z from "zod/mini";
import { localeSchema } from "@/lib/i18n/locale-schema";
import { withUser } from "@/server/http/member-route";
import { jsonWithCookie } from "@/server/http/responses";
import { setMemberLocale } from "@/server/account/auth-mutations";
import { deleteAccount } from "@/server/account/data";
import { localeCookie, sessionCookies } from "@/server/auth/member/session";

/** PATCH /api/account {locale}: the member's language for account pages and emails, also set as the language cookie. */
export const PATCH = withUser(
  async ({ user, body }) => {
    await setMemberLocale(user.id, body.locale);
    return jsonWithCookie({ ok: true, locale: body.locale }, [localeCookie(body.locale)]);
  },
  { rateLimit: "account", body: z.object({ locale: localeSchema }), maxBodyBytes: 256 },
);

/** DELETE /api/account: the member's account and everything that belongs to it; the session cookie is cleared. */
export const DELETE = withUser(
  async ({ user }) => {
    await deleteAccount(user.id);
    return jsonWithCookie({ ok: true }, sessionCookies(null));
  },
  { rateLimit: "account" },
);
