"use client";

import { useLocale } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useMountOnce } from "@/components/ui/use-mount-once";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { NewsletterSignup, NewsletterSignupInput } from "@/server/public/newsletter/schema";
import { NewsletterFields, type NewsletterMessage } from "./newsletter-fields";

const resolver = lazyZodResolver<NewsletterSignupInput, NewsletterSignup>(() =>
  import("@/server/public/newsletter/schema").then((m) => m.newsletterSignupSchema),
);

export type EnhancedNewsletterFormProps = {
  id: string;
  source: string;
  dark: boolean;
  /** What the visitor typed into the plain form before this loaded, and whether its field had focus. */
  takeOver: () => { initialEmail: string; focused: boolean; submit: boolean };
};

/** The Stay Updated sign-up with react-hook-form: validated here and again by POST /api/newsletter with the same schema. */
export function EnhancedNewsletterForm({ id, source, dark, takeOver }: EnhancedNewsletterFormProps) {
  const [handover] = useState(takeOver);
  const locale = useLocale();
  const [outcome, setOutcome] = useState<NewsletterMessage>(null);
  const form = useForm<NewsletterSignupInput, unknown, NewsletterSignup>({
    resolver,
    defaultValues: { email: handover.initialEmail, source },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      // The confirmation email is written in the page's language.
      const body = await apiRequest<{ message?: string }>("POST", "/api/newsletter", { ...values, locale });
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

  // Once, on taking over from the plain form: finish its pending submit, or keep the focus where it was.
  useMountOnce(() => {
    if (handover.submit) void onSubmit();
    else if (handover.focused) form.setFocus("email");
  });

  const emailError = errors.email?.message;
  return (
    <NewsletterFields
      id={id}
      dark={dark}
      sourceField={{ defaultValue: source, ...form.register("source") }}
      emailField={form.register("email")}
      submitting={isSubmitting}
      message={emailError ? { kind: "invalid", text: emailError } : outcome}
      onSubmit={onSubmit}
    />
  );
}
