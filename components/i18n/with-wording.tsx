"use client";

import { NextIntlClientProvider, useMessages } from "next-intl";
import type { ComponentType } from "react";
import { TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { loadNamespace, type Namespace } from "@/lib/i18n/messages";

/**
 * A lazily loaded island with the namespaces it alone uses, fetched with its code in the page's language, on top of
 * the messages its page's island already hands down: the page's payload then carries none of them.
 */
export async function withWording<P extends object>(
  Component: ComponentType<P>,
  locale: Locale,
  namespaces: readonly Namespace[],
): Promise<ComponentType<P>> {
  const copies = await Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace)));
  const added = Object.fromEntries(namespaces.map((namespace, index) => [namespace, copies[index]]));
  return function WithWording(props: P) {
    const messages = useMessages();
    return (
      <NextIntlClientProvider locale={locale} messages={{ ...messages, ...added }} timeZone={TIME_ZONE}>
        <Component {...props} />
      </NextIntlClientProvider>
    );
  };
}
