"use client";

import { useLocale } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useMountOnce } from "@/components/ui/use-mount-once";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from "@/server/public/newsletter/limits";
import type { NewsletterSignup, NewsletterSignupInput } from "@/server/public/newsletter/schema";
import type { NewsletterCopy } from "./newsletter-copy";
import { NewsletterFields, type NewsletterMessage } from "./newsletter-fields";

const resolver = lazyZodResolver<NewsletterSignupInput, NewsletterSignup>(() =>
  import("@/server/public/newsletter/schema").then((m) => m.newsletterSignupSchema),
);

export type EnhancedNewsletterFormProps = {
  id: string;
  copy: NewsletterCopy;
  source: string;
  dark: boolean;
  /** What the visitor typed into the plain form before this loaded, and whether its field had focus. */
  takeOver: () => { initialEmail: string; focused: boolean; submit: boolean };
};

/** The Stay Updated sign-up with react-hook-form: validated here and again by POST /api/newsletter with the same schema. */
/** The schema's (and the API's) field messages in the page's language; any other message is shown as it came. */
function localMessage(copy: NewsletterCopy, message: string): string {
  const local: Record<string, string> = {
    [EMAIL_REQUIRED_MESSAGE]: copy.required,
    [EMAIL_INVALID_MESSAGE]: copy.invalid,
    [EMAIL_TOO_LONG_MESSAGE]: copy.tooLong,
  };
  return local[message] ?? message;
}

export function EnhancedNewsletterForm({ id, copy, source, dark, takeOver }: EnhancedNewsletterFormProps) {
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
      await apiRequest<unknown>("POST", "/api/newsletter", { ...values, locale });
      form.reset({ email: "", source });
      setOutcome({ kind: "success", text: copy.success });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setOutcome({ kind: "error", text: copy.offline });
        return;
      }
      const fieldMessage = error.fields.email?.[0];
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

  // Once, on taking over from the plain form: finish its pending submit, or keep the focus where it was.
  useMountOnce(() => {
    if (handover.submit) void onSubmit();
    else if (handover.focused) form.setFocus("email");
  });

  const emailError = errors.email?.message;
  return (
    <NewsletterFields
      id={id}
      copy={copy}
      dark={dark}
      sourceField={{ defaultValue: source, ...form.register("source") }}
      emailField={form.register("email")}
      submitting={isSubmitting}
      message={emailError ? { kind: "invalid", text: localMessage(copy, emailError) } : outcome}
      onSubmit={onSubmit}
    />
  );
}
