"use client";

import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { lazy, Suspense, useState, type MouseEvent } from "react";
import useSWR from "swr";
import type { AuthMode } from "@/components/auth/auth-form";
import { Button } from "@/components/ui/button";
import { getQueryFn } from "@/lib/api-client";

export const CURRENT_USER_PATH = "/api/auth/user";
// Route handlers, so plain <a> navigations rather than <Link> (which would fetch them as RSC payloads).
const LOGIN_URL = "/api/login";
const LOGOUT_URL = "/api/logout";

export type CurrentUser = { firstName: string | null; lastName: string | null; email: string; location: string | null; profileImageUrl: string | null };

const fetchUserOrNull = getQueryFn({ on401: "returnNull" });

/** The signed-in member, learned on the client so cached pages stay the same for everyone (spec 1 §7: never retried). */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const { data, isLoading } = useSWR<CurrentUser | null>(CURRENT_USER_PATH, fetchUserOrNull as (key: string) => Promise<CurrentUser | null>, {
    shouldRetryOnError: false,
    errorRetryCount: 0,
  });
  return { user: data ?? null, isLoading };
}

function displayName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

// The dialog's code loads on first open, not with every page.
const AuthDialog = lazy(() => import("@/components/auth/auth-dialog").then((module) => ({ default: module.AuthDialog })));

/** Login and Sign Up open the auth dialog; without JavaScript they are links to the sign-in page. */
function AuthButtons() {
  const [dialog, setDialog] = useState<{ open: boolean; mode: AuthMode } | null>(null);
  const open = (mode: AuthMode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setDialog({ open: true, mode });
  };
  return (
    <>
      <Button asChild variant="ghost">
        <a href={LOGIN_URL} onClick={open("login")} data-testid="login-button">
          Login
        </a>
      </Button>
      <Button asChild>
        <a href={`${LOGIN_URL}?mode=signup`} onClick={open("signup")} data-testid="signup-button">
          Sign Up
        </a>
      </Button>
      {dialog ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={dialog.open}
            mode={dialog.mode}
            onOpenChange={(next) => setDialog((current) => (current ? { ...current, open: next } : current))}
            onModeChange={(mode) => setDialog({ open: true, mode })}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function Avatar({ user }: { user: CurrentUser }) {
  const initial = (user.firstName ?? user.email).charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
      {initial}
    </span>
  );
}

/** Login and Sign Up for visitors; the avatar menu (name, email, Profile, Directory, Log out) for members. */
export function AccountMenu() {
  const { user } = useCurrentUser();
  if (!user) return <AuthButtons />;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Account menu for ${displayName(user)}`} data-testid="account-menu">
          <Avatar user={user} />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <div className="px-3 py-2">
            <p className="text-sm font-semibold text-slate-900">{displayName(user)}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className="menu-item">
            <Link href="/profile">
              <Icon name="user" aria-hidden="true" className="size-4" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-item">
            <Link href="/directory">Directory</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-item">
            <a href={LOGOUT_URL}>
              <Icon name="log-out" aria-hidden="true" className="size-4" />
              Log out
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
