import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages, Namespace } from "@/lib/i18n/messages";
import { TIME_ZONE } from "@/lib/i18n/format";

/**
 * What the site chrome's islands say (account menu, language switcher, error screen), and the generic field errors
 * any form may be answered with: every page has them.
 */
const ROOT_NAMESPACES: readonly Namespace[] = ["account", "error", "errors"];

const chromeAccounts = new WeakMap<Messages["account"], Omit<Messages["account"], "auth" | "favoritesTab">>();

/**
 * The chrome's account texts without the auth form's, which the header's dialog loads with its code
 * (components/layout/account-menu.tsx), nor the profile's favorites tab's, which its page asks for. A page showing
 * the form itself asks for the whole "account" namespace. One object per catalogue, so nested islands share it and
 * the page's payload holds it once.
 */
function chromeAccount(account: Messages["account"]) {
  let picked = chromeAccounts.get(account);
  if (!picked) {
    const { auth: _auth, favoritesTab: _favoritesTab, ...rest } = account;
    picked = rest;
    chromeAccounts.set(account, picked);
  }
  return picked;
}

/** A whole namespace, or one of its top-level groups ("compare.toggle") when the rest loads with a lazy island. */
export type IslandMessages = Namespace | { [N in Namespace]: `${N}.${Extract<keyof Messages[N], string>}` }[Namespace];

/**
 * Hands the client islands below it only the namespaces they use (and the chrome's), in the page's locale (its
 * `[locale]` parameter): each page's payload carries those few messages, never the whole catalogue. A nested island
 * replaces its parent's messages, hence the chrome's namespaces in every one.
 */
export async function IntlIsland({
  namespaces = [],
  children,
}: {
  namespaces?: readonly IslandMessages[];
  children: ReactNode;
}) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked: Record<string, unknown> = {};
  for (const key of [...ROOT_NAMESPACES, ...namespaces]) {
    const [namespace, group] = key.split(".") as [Namespace, string?];
    const all: Record<string, unknown> = messages[namespace];
    picked[namespace] =
      group === undefined ? all : { ...(picked[namespace] as object | undefined), [group]: all[group] };
  }
  if (!namespaces.includes("account")) {
    // The groups of "account" a page asks for (the favorites tab's) ride on the chrome's texts; otherwise every island
    // hands down the one shared object.
    const asked = namespaces.filter((key) => key.startsWith("account.")).map((key) => key.slice("account.".length));
    const chrome = chromeAccount(messages.account);
    const all: Record<string, unknown> = messages.account;
    picked.account = asked.length
      ? { ...chrome, ...Object.fromEntries(asked.map((group) => [group, all[group]])) }
      : chrome;
  }
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
