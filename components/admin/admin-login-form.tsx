"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Icon } from "@/components/ui/icon";
import { CodeInput, Input } from "@/components/ui/input";
import { afterToastShown, toast } from "@/components/ui/use-toast";
import { useErrorText } from "@/components/i18n/use-error-text";
import { adminLoginSchema, type AdminLoginInput } from "@/lib/auth/admin-login-schema";
import { ApiError, apiRequest } from "@/lib/api-client";
import { hardNavigate } from "@/lib/browser/navigate";
import { zodResolver } from "@hookform/resolvers/zod";
import { ADMIN_LOGIN_PATH, ADMIN_REVIEW_PAGE } from "./admin-api";

/** The review page opens 1 second after a successful login. */
const ADMIN_LOGIN_REDIRECT_MS = 1_000;

const resolver = zodResolver(adminLoginSchema);

/** The admin login form: one password field (and the one-time code when TOTP is on), the same schema as the API. */
export function AdminLoginForm({ totp }: { totp: boolean }) {
  const id = useId();
  const t = useTranslations("admin.login");
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<AdminLoginInput>({
    resolver,
    defaultValues: totp ? { password: "", code: "" } : { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const local = useErrorText();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", ADMIN_LOGIN_PATH, totp ? values : { password: values.password });
    } catch (error) {
      if (!(error instanceof ApiError))
        toast({ variant: "destructive", title: t("errorTitle"), description: t("errorText") });
      else
        toast({
          variant: "destructive",
          title: t("failedTitle"),
          description: error.serverMessage ?? t("failedText"),
        });
      return;
    }
    setRedirecting(true);
    toast({ title: t("successTitle"), description: t("successText") });
    afterToastShown(ADMIN_LOGIN_REDIRECT_MS, () => hardNavigate(ADMIN_REVIEW_PAGE));
  });

  const sending = isSubmitting || redirecting;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="admin-login-form">
      <FormField id={`${id}-password`} label={t("password")} error={local(errors.password?.message)}>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          placeholder={t("passwordPlaceholder")}
          required
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          data-testid="admin-password"
          {...form.register("password")}
        />
      </FormField>
      {totp ? (
        <FormField id={`${id}-code`} label={t("code")} error={local(errors.code?.message)} hint={t("codeHint")}>
          <CodeInput
            id={`${id}-code`}
            pattern="[0-9]*"
            maxLength={6}
            aria-invalid={Boolean(errors.code)}
            data-testid="admin-code"
            {...form.register("code")}
          />
        </FormField>
      ) : null}
      <SubmitButton busy={sending} icon="shield-check" data-testid="admin-login-submit">
        {isSubmitting ? t("verifying") : t("submit")}
      </SubmitButton>
      <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="admin-session-notice">
        <Icon name="clock" className="mt-0.5 shrink-0" />
        {t("sessionNotice")}
      </p>
    </form>
  );
}
