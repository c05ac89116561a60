"use client";

import { NextIntlClientProvider, useMessages, useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { TIME_ZONE } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { AuthForm, type AuthMode } from "./auth-form";

type Props = {
  mode: AuthMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onModeChange: (mode: AuthMode) => void;
};

/** The header's auth dialog: login or signup, switched by a link that also clears the form. */
function AuthDialog({ mode, open, onOpenChange, onModeChange }: Props) {
  const t = useTranslations("account.auth");
  const onSignedIn = () => {
    onOpenChange(false);
    toast({
      title: mode === "login" ? t("welcomeBack") : t("welcome"),
      description: mode === "login" ? t("loggedIn") : t("accountReady"),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" data-testid="auth-dialog">
        <DialogHeader>
          <DialogTitle>{mode === "login" ? t("loginTitle") : t("signupTitle")}</DialogTitle>
          <DialogDescription>{mode === "login" ? t("loginDescription") : t("signupDescription")}</DialogDescription>
        </DialogHeader>
        <AuthForm mode={mode} onModeChange={onModeChange} onSignedIn={onSignedIn} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The dialog with its form's wording in the page's language, both fetched on first open (the chrome's island carries
 * only the header's few account texts): the catalogue's import lives here, so the header ships no loader for it.
 */
export async function authDialogIn(locale: Locale) {
  const { default: copy } = (await import(`@/messages/${locale}/account.json`)) as { default: Messages["account"] };
  return function AuthDialogWithWording(props: Props) {
    const messages = useMessages();
    return (
      <NextIntlClientProvider
        locale={locale}
        messages={{ ...messages, account: { ...messages.account, auth: copy.auth } }}
        timeZone={TIME_ZONE}
      >
        <AuthDialog {...props} />
      </NextIntlClientProvider>
    );
  };
}
