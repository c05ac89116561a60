import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { translator } from "@/lib/i18n/translator";

/** The catalogue parts detail pages, their metadata and structured data read, for one locale (English by default). */
export async function detailCopyIn(locale: Locale = "en") {
  const [t, options, kinds, categories] = await Promise.all([
    translator(locale, "detail"),
    translator(locale, "options"),
    translator(locale, "kinds.kinds"),
    translator(locale, "kinds.categories"),
  ]);
  return { locale, t, options, kinds, categories, siteName: "Longevity Directory" };
}

/** Wraps markup rendered in a unit test in next-intl's provider with a locale's whole catalogue, as a page would. */
export async function withIntl(locale: Locale = "en") {
  const messages = await loadMessages(locale);
  return function intl(node: ReactNode) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
        {node}
      </NextIntlClientProvider>
    );
  };
}
