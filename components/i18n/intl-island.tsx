import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Namespace } from "@/lib/i18n/messages";
import { TIME_ZONE } from "@/lib/i18n/format";

/** What the site chrome's islands say (account menu, language switcher, error screen): every page has them. */
const ROOT_NAMESPACES: readonly Namespace[] = ["account", "error"];

/**
 * Hands the client islands below it only the namespaces they use (and the chrome's), in the page's locale (its
 * `[locale]` parameter): each page's payload carries those few messages, never the whole catalogue. A nested island
 * replaces its parent's messages, hence the chrome's namespaces in every one.
 */
export async function IntlIsland({
  namespaces = [],
  children,
}: {
  namespaces?: readonly Namespace[];
  children: ReactNode;
}) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(
    [...ROOT_NAMESPACES, ...namespaces].map((namespace) => [namespace, messages[namespace]]),
  );
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
