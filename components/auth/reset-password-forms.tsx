"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { hardNavigate } from "@/lib/browser/navigate";
import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN_LENGTH, forgotPasswordSchema, resetPasswordSchema } from "@/lib/auth/auth-schema";
import { EmailField, PasswordField } from "./auth-fields";
import { submitAuth, useAuthTexts } from "./submit-auth";

type EmailInput = { email: string };
type PasswordInput = { token: string; password: string };

const emailResolver = zodResolver(forgotPasswordSchema);
const passwordResolver = zodResolver(resetPasswordSchema);

/** 'Forgot password': asks for the address; the answer never tells whether it has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations("password-reset");
  const auth = useTranslations("account.auth");
  const id = useId();
  const texts = useAuthTexts();
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<EmailInput>({ resolver: emailResolver, defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await submitAuth("/api/auth/password/forgot", values, texts);
    if (outcome.ok) setSent(true);
    else setMessage(outcome.message);
  });
  if (sent)
    return (
      <p className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900" data-testid="reset-sent">
        {t("sent")}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="forgot-form">
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <EmailField
        id={`${id}-email`}
        label={auth("email")}
        error={errors.email?.message && texts.local(errors.email.message)}
        registration={form.register("email")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t("send")}
      </Button>
    </form>
  );
}

/** The emailed link's page: a new password, after which every other session is signed out. */
export function NewPasswordForm({ token }: { token: string }) {
  const t = useTranslations("password-reset");
  const auth = useTranslations("account.auth");
  const id = useId();
  const texts = useAuthTexts();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<PasswordInput>({ resolver: passwordResolver, defaultValues: { token, password: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await submitAuth("/api/auth/password/reset", values, texts);
    if (outcome.ok) return hardNavigate("/profile");
    if (outcome.fields.password) form.setError("password", { message: outcome.fields.password });
    setMessage(outcome.message);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="new-password-form">
      {message ? (
        <p role="alert" className="text-sm text-red-700" data-testid="reset-error">
          {message}
        </p>
      ) : null}
      <PasswordField
        id={`${id}-password`}
        label={t("newPassword")}
        error={errors.password?.message && texts.local(errors.password.message)}
        hint={auth("passwordHint", { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        registration={form.register("password")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t("set")}
      </Button>
    </form>
  );
}
