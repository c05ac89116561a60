import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages, Namespace } from "@/lib/i18n/messages";
import { TIME_ZONE } from "@/lib/i18n/format";

/** What the site chrome's islands say (account menu, language switcher, error screen): every page has them. */
const ROOT_NAMESPACES: readonly Namespace[] = ["account", "error"];

/**
 * The chrome's account texts without the auth form's: the header's dialog loads those with its code
 * (components/layout/account-menu.tsx). A page showing the form itself asks for the whole "account" namespace.
 */
function chromeAccount({ auth: _auth, ...rest }: Messages["account"]) {
  return rest;
}

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
  const picked: Record<string, unknown> = Object.fromEntries(
    [...ROOT_NAMESPACES, ...namespaces].map((namespace) => [namespace, messages[namespace]]),
  );
  if (!namespaces.includes("account")) picked.account = chromeAccount(messages.account);
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
