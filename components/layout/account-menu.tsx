"use client";

import { lazy, Suspense } from "react";
import { AuthLinks } from "./auth-links";

// Who is signed in is learned in the browser (SWR and the dialog's opener), so that code loads after the page's own:
// until then the server's Login and Sign Up links stay in place and work as links.
const AccountButtons = lazy(() => import("./account-buttons").then((module) => ({ default: module.AccountButtons })));

/** Login and Sign Up for visitors; the avatar menu for members. */
export function AccountMenu() {
  return (
    <Suspense fallback={<AuthLinks />}>
      <AccountButtons />
    </Suspense>
  );
}
