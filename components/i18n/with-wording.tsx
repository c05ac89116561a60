"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { use, type ComponentType } from "react";
import { TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

/** Loads a lazy island's own namespaces in one language: one `import()` per namespace, so a bundle maps 6 files. */
export type WordingLoader = (locale: Locale) => Promise<Partial<Messages>>;

/**
 * A lazily loaded island with the namespaces it alone uses, fetched in the page's language the first time it renders
 * (it suspends meanwhile, so its `next/dynamic` or Suspense fallback stays), on top of the messages its page already
 * hands down: the page's payload then carries none of them.
 */
export function withWording<P extends object>(Component: ComponentType<P>, wording: WordingLoader): ComponentType<P> {
  const byLocale = new Map<Locale, Promise<Partial<Messages>>>();
  const load = (locale: Locale) => {
    let added = byLocale.get(locale);
    if (!added) {
      added = wording(locale);
      // A failed chunk load (flaky network) is tried again the next time the island renders.
      added.catch(() => byLocale.delete(locale));
      byLocale.set(locale, added);
    }
    return added;
  };
  return function WithWording(props: P) {
    const locale = useLocale();
    const messages = useMessages();
    const added = use(load(locale));
    return (
      <NextIntlClientProvider locale={locale} messages={{ ...messages, ...added }} timeZone={TIME_ZONE}>
        <Component {...props} />
      </NextIntlClientProvider>
    );
  };
}
