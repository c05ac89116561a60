"use client";

import { Icon } from "@/components/ui/icon";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { EMAIL_MAX_LENGTH } from "@/server/public/newsletter/limits";
import type { NewsletterSignup, NewsletterSignupInput } from "@/server/public/newsletter/schema";

const resolver = lazyZodResolver<NewsletterSignupInput, NewsletterSignup>(() =>
  import("@/server/public/newsletter/schema").then((m) => m.newsletterSignupSchema),
);

type Outcome = { kind: "success" | "error"; message: string } | null;

type ErrorBody = { error?: string; message?: string; fields?: Record<string, string[]> };

async function readErrorBody(res: Response): Promise<ErrorBody> {
  try {
    return (await res.json()) as ErrorBody;
  } catch {
    return {};
  }
}

/** The Stay Updated sign-up: validated here and again by POST /api/newsletter with the same schema. */
export function NewsletterForm({ source = "home", tone = "dark" }: { source?: string; tone?: "dark" | "light" }) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<NewsletterSignupInput, unknown, NewsletterSignup>({
    resolver,
    defaultValues: { email: "", source },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      // Shared request rules (spec 1 §7): cookies included, JSON content type because there is a body.
      const res = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
        credentials: "include",
      });
      if (res.ok) {
        const body = (await res.json()) as { message?: string };
        form.reset({ email: "", source });
        setOutcome({ kind: "success", message: body.message ?? "Thanks! Check your inbox to confirm your subscription." });
        return;
      }
      const body = await readErrorBody(res);
      const fieldMessage = body.fields?.email?.[0];
      if (fieldMessage) {
        form.setError("email", { message: fieldMessage }, { shouldFocus: true });
        return;
      }
      const message =
        res.status === 429
          ? "Too many attempts from your network. Please try again in a little while."
          : body.error && res.status < 500
            ? body.error
            : "Something went wrong on our side. Please try again.";
      setOutcome({ kind: "error", message });
    } catch {
      setOutcome({ kind: "error", message: "Could not reach the server. Check your connection and try again." });
    }
  });

  const emailError = errors.email?.message;
  const dark = tone === "dark";
  const messageId = `${id}-message`;

  return (
    // method/action make the form work as a plain POST before (or without) JavaScript; the island takes over when hydrated.
    <form method="post" action="/api/newsletter" onSubmit={onSubmit} noValidate data-testid="newsletter-form" className="w-full" aria-describedby={messageId}>
      <input type="hidden" defaultValue={source} {...form.register("source")} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <div className="relative flex-1">
          <Icon name="mail" aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={EMAIL_MAX_LENGTH + 20}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={messageId}
            className="h-12 pl-9 sm:h-12 sm:text-base"
            {...form.register("email")}
          />
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting} className={cn("h-12 sm:w-auto", dark && "bg-emerald-500 text-slate-950 hover:bg-emerald-400")}>
          {isSubmitting ? <Icon name="loader-2" aria-hidden="true" className="animate-spin" /> : null}
          {isSubmitting ? "Subscribing…" : "Subscribe"}
        </Button>
      </div>
      {/* Fixed height: the message appears without moving anything below it. */}
      <p
        id={messageId}
        role={emailError || outcome?.kind === "error" ? "alert" : "status"}
        aria-live="polite"
        data-testid="newsletter-message"
        className={cn(
          "mt-3 flex min-h-10 items-start sm:min-h-6 gap-1.5 text-sm",
          emailError || outcome?.kind === "error" ? (dark ? "text-red-300" : "text-red-700") : dark ? "text-emerald-300" : "text-emerald-800",
        )}
      >
        {outcome?.kind === "success" && !emailError ? <Icon name="check-circle-2" aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
        {emailError ?? outcome?.message ?? ""}
      </p>
    </form>
  );
}
