"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { ApiError, apiRequest } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from "@/lib/newsletter/limits";
import { newsletterSignupSchema, type NewsletterSignup, type NewsletterSignupInput } from "@/lib/newsletter/schema";
import type { NewsletterCopy } from "./newsletter-copy";

const ENDPOINT = "/api/newsletter";

/** What shows under the field: the outcome, a server error, or the email field's own error ("invalid"). */
type NewsletterMessage = { kind: "success" | "error" | "invalid"; text: string } | null;

export type NewsletterFormProps = {
  source: string;
  tone: "dark" | "light";
  /** Its wording in the page's language (newsletterCopy()), so the form ships no catalogue. */
  copy: NewsletterCopy;
};

/** The schema's (and the API's) field messages in the page's language; any other message is shown as it came. */
function localMessage(copy: NewsletterCopy, message: string): string {
  const local: Record<string, string> = {
    [EMAIL_REQUIRED_MESSAGE]: copy.required,
    [EMAIL_INVALID_MESSAGE]: copy.invalid,
    [EMAIL_TOO_LONG_MESSAGE]: copy.tooLong,
  };
  return local[message] ?? message;
}

/**
 * The Stay Updated sign-up, validated here and again by POST /api/newsletter with the same schema. Its
 * method and action make it a plain form POST before it hydrates or without JavaScript (the endpoint then redirects
 * to the check-inbox page).
 */
export function NewsletterForm({ source, tone, copy }: NewsletterFormProps) {
  const id = useId();
  const locale = useLocale();
  const messageId = `${id}-message`;
  const dark = tone === "dark";
  const [outcome, setOutcome] = useState<NewsletterMessage>(null);
  // No default email: what was typed before hydrating is read from the field itself.
  const form = useForm<NewsletterSignupInput, unknown, NewsletterSignup>({
    resolver: zodResolver(newsletterSignupSchema),
    defaultValues: { source },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      // The confirmation email is written in the page's language.
      await apiRequest<unknown>("POST", ENDPOINT, { ...values, locale });
      form.reset({ email: "", source });
      setOutcome({ kind: "success", text: copy.success });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setOutcome({ kind: "error", text: copy.offline });
        return;
      }
      const fieldMessage = error.fields.email?.[0]?.message;
      if (fieldMessage) {
        form.setError("email", { message: localMessage(copy, fieldMessage) }, { shouldFocus: true });
        return;
      }
      const text =
        error.code === "rate_limited"
          ? copy.rateLimited
          : error.status < 500 && error.serverMessage
            ? error.serverMessage
            : copy.failed;
      setOutcome({ kind: "error", text });
    }
  });

  const emailError = errors.email?.message;
  const message: NewsletterMessage = emailError ? { kind: "invalid", text: localMessage(copy, emailError) } : outcome;
  const failed = message !== null && message.kind !== "success";
  return (
    <form
      method="post"
      action={ENDPOINT}
      onSubmit={onSubmit}
      noValidate
      data-testid="newsletter-form"
      className="w-full"
      aria-describedby={messageId}
    >
      <input type="hidden" defaultValue={source} {...form.register("source")} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.emailLabel}
        </label>
        <div className="relative flex-1">
          <Icon
            name="mail"
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={copy.placeholder}
            maxLength={EMAIL_MAX_LENGTH + 20}
            aria-invalid={message?.kind === "invalid" || undefined}
            aria-describedby={messageId}
            className="h-12 pl-9 sm:h-12 sm:text-base"
            {...form.register("email")}
          />
        </div>
        <SubmitButton
          size="lg"
          busy={isSubmitting}
          className={cn("h-12 sm:w-auto", dark && "bg-emerald-500 text-slate-950 hover:bg-emerald-400")}
        >
          {isSubmitting ? copy.subscribing : copy.subscribe}
        </SubmitButton>
      </div>
      {/* Fixed height: the message appears without moving anything below it. */}
      <p
        id={messageId}
        role={failed ? "alert" : "status"}
        aria-live="polite"
        data-testid="newsletter-message"
        className={cn(
          "mt-3 flex min-h-10 items-start gap-1.5 text-sm sm:min-h-6",
          failed ? (dark ? "text-red-300" : "text-red-700") : dark ? "text-emerald-300" : "text-emerald-800",
        )}
      >
        {message?.kind === "success" ? (
          <Icon name="check-circle-2" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : null}
        {message?.text ?? ""}
      </p>
    </form>
  );
}
