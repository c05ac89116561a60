"use client";

import { NextIntlClientProvider, useMessages } from "next-intl";
import type { ComponentType } from "react";
import { TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

/** Loads a lazy island's own namespaces in one language: one `import()` per namespace, so a bundle maps 6 files. */
export type WordingLoader = (locale: Locale) => Promise<Partial<Messages>>;

/**
 * A lazily loaded island with the namespaces it alone uses, fetched with its code in the page's language, on top of
 * the messages its page's island already hands down: the page's payload then carries none of them.
 */
export async function withWording<P extends object>(
  Component: ComponentType<P>,
  locale: Locale,
  wording: WordingLoader,
): Promise<ComponentType<P>> {
  const added = await wording(locale);
  return function WithWording(props: P) {
    const messages = useMessages();
    return (
      <NextIntlClientProvider locale={locale} messages={{ ...messages, ...added }} timeZone={TIME_ZONE}>
        <Component {...props} />
      </NextIntlClientProvider>
    );
  };
}
