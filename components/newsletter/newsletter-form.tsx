"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { HeldSubmit } from "@/components/ui/hydrate-on-demand";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { useMountOnce } from "@/components/ui/use-mount-once";
import { ApiError, apiRequest } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { EMAIL_MAX_LENGTH } from "@/server/public/newsletter/limits";
import {
  newsletterSignupSchema,
  type NewsletterSignup,
  type NewsletterSignupInput,
} from "@/server/public/newsletter/schema";

const ENDPOINT = "/api/newsletter";

/** What shows under the field: the outcome, a server error, or the email field's own error ("invalid"). */
type NewsletterMessage = { kind: "success" | "error" | "invalid"; text: string } | null;

export type NewsletterFormProps = { source: string; tone: "dark" | "light" };

/**
 * The Stay Updated sign-up, validated here and again by POST /api/newsletter with the same schema. Its
 * method and action make it a plain form POST before it hydrates or without JavaScript (the endpoint then redirects
 * to the check-inbox page).
 */
export function NewsletterForm({ source, tone, takeHeldSubmit }: NewsletterFormProps & HeldSubmit) {
  const id = useId();
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
      const body = await apiRequest<{ message?: string }>("POST", ENDPOINT, values);
      form.reset({ email: "", source });
      setOutcome({ kind: "success", text: body.message ?? "Thanks! Check your inbox to confirm your subscription." });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setOutcome({ kind: "error", text: "Could not reach the server. Check your connection and try again." });
        return;
      }
      const fieldMessage = error.fields.email?.[0];
      if (fieldMessage) {
        form.setError("email", { message: fieldMessage }, { shouldFocus: true });
        return;
      }
      const text =
        error.code === "rate_limited"
          ? "Too many attempts from your network. Please try again in a little while."
          : error.status < 500 && error.serverMessage
            ? error.serverMessage
            : "Something went wrong on our side. Please try again.";
      setOutcome({ kind: "error", text });
    }
  });

  useMountOnce(() => {
    if (takeHeldSubmit()) void onSubmit();
  });

  const emailError = errors.email?.message;
  const message: NewsletterMessage = emailError ? { kind: "invalid", text: emailError } : outcome;
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
          Email address
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
            placeholder="you@example.com"
            maxLength={EMAIL_MAX_LENGTH + 20}
            aria-invalid={message?.kind === "invalid" || undefined}
            aria-describedby={messageId}
            className="h-12 pl-9 sm:h-12 sm:text-base"
            {...form.register("email")}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting}
          className={cn("h-12 sm:w-auto", dark && "bg-emerald-500 text-slate-950 hover:bg-emerald-400")}
        >
          {isSubmitting ? <Icon name="loader-2" aria-hidden="true" className="animate-spin" /> : null}
          {isSubmitting ? "Subscribing…" : "Subscribe"}
        </Button>
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
