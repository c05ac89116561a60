"use client";

import { useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import type { AuthMode } from "@/components/auth/auth-form";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";

// A route handler, so a plain <a> navigation rather than <Link> (which would fetch it as an RSC payload).
const LOGIN_URL = "/api/login";

/**
 * Login and Sign Up: links to the sign-in page, which work before the page has hydrated; `onOpen` (once the account
 * menu's code is there) opens the auth dialog in their place.
 */
export function AuthLinks({ onOpen }: { onOpen?: (mode: AuthMode) => (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const t = useTranslations("account");
  // Marks the links once their click opens the dialog: the server renders them too, but only as links.
  const opensDialog = useHydrated() && onOpen ? "" : undefined;
  return (
    <>
      <Button asChild variant="ghost">
        <a href={LOGIN_URL} onClick={onOpen?.("login")} data-testid="login-button" data-opens-dialog={opensDialog}>
          {t("login")}
        </a>
      </Button>
      <Button asChild>
        <a
          href={`${LOGIN_URL}?mode=signup`}
          onClick={onOpen?.("signup")}
          data-testid="signup-button"
          data-opens-dialog={opensDialog}
        >
          {t("signUp")}
        </a>
      </Button>
    </>
  );
}
