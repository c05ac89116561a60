import "server-only";
import { rememberedLocale } from "@/lib/i18n/locale-choice";
import { DEFAULT_LOCALE, isLocale, preferredLocale, splitLocalePath, type Locale } from "@/lib/i18n/locales";

function refererLocale(req: Request): Locale | null {
  const referer = req.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(req.url).origin ? splitLocalePath(url.pathname).locale : null;
  } catch {
    return null;
  }
}

function cookieLocale(req: Request): Locale | null {
  const remembered = rememberedLocale(req.headers.get("cookie") ?? "");
  return isLocale(remembered) ? remembered : null;
}

/**
 * The language a route handler answers in: the one asked for (`?locale=`, as the page's own fetches send), the page that sent the request (a form posts from its page), else the
 * visitor's chosen language, else the browser's, else English. Only per-request handlers read it, never cached code.
 */
export function requestLocale(req: Request): Locale {
  const asked = new URL(req.url).searchParams.get("locale");
  return (
    (isLocale(asked) ? asked : null) ??
    refererLocale(req) ??
    cookieLocale(req) ??
    preferredLocale((req.headers.get("accept-language") ?? "").split(",")) ??
    DEFAULT_LOCALE
  );
}
