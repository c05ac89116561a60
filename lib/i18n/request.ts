import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { loadMessages } from "./messages";

/**
 * next-intl's configuration for server code. The locale is the one passed in (`getTranslations({ locale })`, as
 * cached functions and emails do), else the page's `[locale]` root parameter: never a header or a cookie, so a
 * cached page never depends on the visitor.
 */
export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await rootLocale());
  const resolved: Locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale: resolved, messages: await loadMessages(resolved), timeZone: "Europe/Berlin" };
});
