"use client";

import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useId, useState, type ReactNode } from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { Input } from "@/components/ui/input";
import { zodResolver } from "@hookform/resolvers/zod";
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from "@/lib/auth/auth-schema";
import { PASSWORD_LIMITS } from "@/lib/auth/password-limits";
import { EmailField, PasswordField } from "./auth-fields";
import { FormField } from "./form-field";
import { OAuthButtons } from "./oauth-buttons";
import { submitAuth, useAuthTexts } from "./submit-auth";

export type AuthMode = "login" | "signup";

const signInResolver = zodResolver(signInSchema);
const signUpResolver = zodResolver(signUpSchema);

/** Posts the form (with `extra`, e.g. the page's language); the API's field messages land on their fields. */
function useAuthSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  path: string,
  onSignedIn: () => void,
  extra?: Record<string, string>,
) {
  const id = useId();
  const texts = useAuthTexts();
  const [message, setMessage] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    const outcome = await submitAuth(path, { ...values, ...extra }, texts);
    if (outcome.ok) return onSignedIn();
    for (const [name, fieldMessage] of Object.entries(outcome.fields)) {
      form.setError(name as Path<T>, { message: fieldMessage });
    }
    setMessage(outcome.message);
  });
  const local = (text?: string) => text && texts.local(text);
  const field = (name: Path<T>) => {
    const { invalid, error } = form.getFieldState(name, form.formState);
    return { id: `${id}-${name}`, error: local(error?.message), invalid, registration: form.register(name) };
  };
  return { id, message, onSubmit, local, field };
}

type Props = { mode: AuthMode; onModeChange: (mode: AuthMode) => void; onSignedIn: () => void };

/** Sign in or sign up: the link switches mode and clears the form; the same schemas as the API. */
export function AuthForm({ mode, onModeChange, onSignedIn }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <OAuthButtons />
      {mode === "login" ? (
        <SignInForm key="login" onSignedIn={onSignedIn} onSwitch={() => onModeChange("signup")} />
      ) : (
        <SignUpForm key="signup" onSignedIn={onSignedIn} onSwitch={() => onModeChange("login")} />
      )}
    </div>
  );
}

function FormMessage({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="auth-error">
      {message}
    </p>
  ) : null;
}

/** Moves between the sign-in and sign-up forms. */
function SwitchButton({ onClick, testId, children }: { onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="font-medium text-brand-700 hover:underline" data-testid={testId}>
      {children}
    </button>
  );
}

function SignInForm({ onSignedIn, onSwitch }: { onSignedIn: () => void; onSwitch: () => void }) {
  const t = useTranslations("account.auth");
  const form = useForm<SignInInput>({ resolver: signInResolver, defaultValues: { email: "", password: "" } });
  const { isSubmitting } = form.formState;
  const { message, onSubmit, field } = useAuthSubmit(form, "/api/auth/signin", onSignedIn);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="signin-form">
      <FormMessage message={message} />
      <EmailField label={t("email")} {...field("email")} />
      <PasswordField label={t("password")} autoComplete="current-password" {...field("password")} />
      <SubmitButton busy={isSubmitting} data-testid="signin-submit">
        {t("logIn")}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/reset-password" className="text-brand-700 hover:underline">
          {t("forgotPassword")}
        </Link>
        <SwitchButton onClick={onSwitch} testId="switch-to-signup">
          {t("toSignup")}
        </SwitchButton>
      </div>
    </form>
  );
}

function SignUpForm({ onSignedIn, onSwitch }: { onSignedIn: () => void; onSwitch: () => void }) {
  // The page's language becomes the member's: their account pages and emails start in it.
  const locale = useLocale();
  const t = useTranslations("account.auth");
  const form = useForm<SignUpInput>({
    resolver: signUpResolver,
    defaultValues: { fullName: "", email: "", password: "", location: "", notifications: false },
  });
  const { errors, isSubmitting } = form.formState;
  const { id, message, onSubmit, local, field } = useAuthSubmit(form, "/api/auth/signup", onSignedIn, { locale });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="signup-form">
      <FormMessage message={message} />
      <FormField id={`${id}-name`} label={t("fullName")} error={local(errors.fullName?.message)}>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          required
          aria-invalid={Boolean(errors.fullName)}
          {...form.register("fullName")}
        />
      </FormField>
      <EmailField label={t("email")} {...field("email")} />
      <PasswordField
        label={t("password")}
        hint={t("passwordHint", { min: PASSWORD_LIMITS.min })}
        autoComplete="new-password"
        {...field("password")}
      />
      <FormField
        id={`${id}-location`}
        label={t("location")}
        error={local(errors.location?.message)}
        hint={t("locationHint")}
      >
        <Input id={`${id}-location`} autoComplete="address-level2" {...form.register("location")} />
      </FormField>
      <label className="flex min-h-11 items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-emerald-700"
          {...form.register("notifications")}
          data-testid="signup-notifications"
        />
        {t("notifications")}
      </label>
      <SubmitButton busy={isSubmitting} data-testid="signup-submit">
        {t("createAccount")}
      </SubmitButton>
      <p className="text-sm">
        <SwitchButton onClick={onSwitch} testId="switch-to-login">
          {t("toLogin")}
        </SwitchButton>
      </p>
    </form>
  );
}
