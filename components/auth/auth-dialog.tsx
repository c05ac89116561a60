"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { AuthForm, type AuthMode } from "./auth-form";

const TITLES: Record<AuthMode, { title: string; description: string }> = {
  login: { title: "Log in", description: "Save favorites, get alerts for new places near you and write reviews." },
  signup: {
    title: "Create your account",
    description: "Free: save favorites, get alerts for new clinics, labs and brands near you, and write reviews.",
  },
};

type Props = {
  mode: AuthMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onModeChange: (mode: AuthMode) => void;
};

/** The header's auth dialog (docs/product.md, Visitors: states): login or signup, switched by a link that also clears the form. */
export function AuthDialog({ mode, open, onOpenChange, onModeChange }: Props) {
  const onSignedIn = () => {
    onOpenChange(false);
    toast({
      title: mode === "login" ? "Welcome back" : "Welcome!",
      description:
        mode === "login" ? "You are logged in." : "Your account is ready. Check your inbox to confirm your email.",
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" data-testid="auth-dialog">
        <DialogHeader>
          <DialogTitle>{TITLES[mode].title}</DialogTitle>
          <DialogDescription>{TITLES[mode].description}</DialogDescription>
        </DialogHeader>
        <AuthForm mode={mode} onModeChange={onModeChange} onSignedIn={onSignedIn} />
      </DialogContent>
    </Dialog>
  );
}
