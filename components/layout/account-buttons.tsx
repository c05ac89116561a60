"use client";

import { useLocale } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { inPlace } from "@/components/ui/in-place";
import type { AuthMode } from "@/components/auth/auth-form";
import { useCurrentUser } from "@/components/layout/current-user";
import type { Locale } from "@/lib/i18n/locales";
import { AuthLinks } from "./auth-links";

// The dialog's code and its form's wording in the page's language load on first open, not with every page.
const loadDialog = (locale: Locale) =>
  lazy(() =>
    import("@/components/auth/auth-dialog")
      .then((module) => module.authDialogIn(locale))
      .then((dialog) => ({ default: dialog })),
  );

/** Login and Sign Up open the auth dialog; without JavaScript they are links to the sign-in page. */
function AuthButtons() {
  const locale = useLocale();
  const [AuthDialog] = useState(() => loadDialog(locale));
  const [dialog, setDialog] = useState<{ open: boolean; mode: AuthMode } | null>(null);
  const open = (mode: AuthMode) => inPlace(() => setDialog({ open: true, mode }));
  return (
    <>
      <AuthLinks onOpen={open} />
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

// The avatar menu (Radix dropdown and its positioning code) loads only once a member is known to be signed in.
const MemberMenu = lazy(() => import("./member-menu").then((module) => ({ default: module.MemberMenu })));

/** Login and Sign Up for visitors; the avatar menu (name, email, Profile, Directory, Log out) for members. */
export function AccountButtons() {
  const { user } = useCurrentUser();
  if (!user) return <AuthButtons />;
  return (
    <Suspense fallback={<span aria-hidden="true" className="btn-icon inline-block" />}>
      <MemberMenu user={user} />
    </Suspense>
  );
}
