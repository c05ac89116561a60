import type { ComponentProps, FormEventHandler } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { EMAIL_MAX_LENGTH } from "@/server/public/newsletter/limits";
import type { NewsletterCopy } from "./newsletter-copy";

/** What shows under the field: the outcome, a server error, or the email field's own error ("invalid"). */
export type NewsletterMessage = { kind: "success" | "error" | "invalid"; text: string } | null;

type NewsletterFieldsProps = {
  id: string;
  copy: NewsletterCopy;
  dark: boolean;
  /** The hidden source field and the email field: plain attributes before react-hook-form loads, its registration after. */
  sourceField: ComponentProps<"input">;
  emailField: ComponentProps<"input">;
  submitting: boolean;
  message: NewsletterMessage;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Extra form attributes (the loader's interaction hooks). */
  formProps?: Omit<ComponentProps<"form">, "onSubmit" | "children">;
};

/**
 * The Stay Updated form's markup, the same before and after react-hook-form takes over, so the swap moves nothing.
 * method/action make it work as a plain POST before (or without) JavaScript.
 */
export function NewsletterFields({
  id,
  copy,
  dark,
  sourceField,
  emailField,
  submitting,
  message,
  onSubmit,
  formProps,
}: NewsletterFieldsProps) {
  const messageId = `${id}-message`;
  const failed = message !== null && message.kind !== "success";
  return (
    <form
      method="post"
      action="/api/newsletter"
      onSubmit={onSubmit}
      noValidate
      data-testid="newsletter-form"
      className="w-full"
      aria-describedby={messageId}
      {...formProps}
    >
      <input type="hidden" {...sourceField} />
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
            {...emailField}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={submitting}
          className={cn("h-12 sm:w-auto", dark && "bg-emerald-500 text-slate-950 hover:bg-emerald-400")}
        >
          {submitting ? <Icon name="loader-2" aria-hidden="true" className="animate-spin" /> : null}
          {submitting ? copy.subscribing : copy.subscribe}
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
