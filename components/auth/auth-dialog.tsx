"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { AuthForm, type AuthMode } from "./auth-form";

type Props = {
  mode: AuthMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onModeChange: (mode: AuthMode) => void;
};

/** The header's auth dialog (docs/product.md, Visitors: states): login or signup, switched by a link that also clears the form. */
export function AuthDialog({ mode, open, onOpenChange, onModeChange }: Props) {
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
