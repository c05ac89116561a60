"use client";

import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { Button } from "@/components/ui/button";
import { displayName, LOGOUT_URL, type CurrentUser } from "@/components/layout/current-user";
import { localePath } from "@/lib/i18n/locales";

function Avatar({ user }: { user: CurrentUser }) {
  const initial = (user.firstName ?? user.email).charAt(0).toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
    >
      {initial}
    </span>
  );
}

/** The avatar menu (name, email, Profile, Directory, Log out): its own chunk, loaded only for signed-in members. */
export function MemberMenu({ user }: { user: CurrentUser }) {
  const t = useTranslations("account");
  const locale = useLocale();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("menuFor", { name: displayName(user) })}
          data-testid="account-menu"
        >
          <Avatar user={user} />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-semibold text-slate-900">{displayName(user)}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className="menu-item">
            <Link href="/profile">
              <Icon name="user" aria-hidden="true" className="size-4" />
              {t("profile")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-item">
            <Link href={localePath(locale, "/directory")}>{t("directory")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-item">
            <a href={LOGOUT_URL}>
              <Icon name="log-out" aria-hidden="true" className="size-4" />
              {t("logOut")}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
