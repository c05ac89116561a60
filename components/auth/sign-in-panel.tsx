"use client";

import { useState } from "react";
import { hardNavigate } from "@/lib/browser/navigate";
import { AuthForm, type AuthMode } from "./auth-form";

/** The sign-in page's form: the dialog's form on a page of its own, returning where the visitor came from. */
export function SignInPanel({ initialMode, returnTo }: { initialMode: AuthMode; returnTo: string }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {mode === "login" ? "Log in" : "Create your account"}
      </h1>
      <AuthForm mode={mode} onModeChange={setMode} onSignedIn={() => hardNavigate(returnTo)} />
    </div>
  );
}
