import "server-only";
import {
  newsletterConfirmationEmail,
  NEWSLETTER_CONFIRMATION_TEMPLATE,
} from "@/lib/email/templates/newsletter-confirmation";
import { emailCopy } from "@/lib/email/templates/email-copy";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { sendEmail, type SendEmailResult } from "@/server/email";
import { absoluteUrl } from "@/lib/site";
import { db } from "@/server/db/client";
import type { NewsletterSubscriber } from "@/server/db/generated/client";
import { isUniqueViolation } from "@/server/db/errors";
import type { NewsletterStatus } from "@/server/db/generated/enums";
import { CONFIRMATION_RESEND_AFTER_MS, newsletterTokenSchema, type NewsletterSignup } from "@/lib/newsletter/schema";
import { newNewsletterToken, tokenGeneration } from "./tokens";

export type SubscribeResult = {
  status: NewsletterStatus;
  created: boolean;
  /** What happened to the confirmation email: skipped when confirmed already or one went out within 24 h. */
  confirmationEmail: SendEmailResult["status"] | "skipped";
};

async function findOrCreate(input: NewsletterSignup): Promise<{ subscriber: NewsletterSubscriber; created: boolean }> {
  try {
    const subscriber = await db.newsletterSubscriber.create({
      data: {
        email: input.email,
        source: input.source || null,
        locale: input.locale ?? DEFAULT_LOCALE,
        confirmToken: newNewsletterToken(),
        unsubscribeToken: newNewsletterToken(),
      },
    });
    return { subscriber, created: true };
  } catch (error) {
    // A concurrent or earlier sign-up with the same address: the one row stays the one row.
    if (!isUniqueViolation(error)) throw error;
  }
  const subscriber = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: input.email } });
  return { subscriber, created: false };
}

/** Signing up again after unsubscribing starts a fresh double opt-in (new confirm token). */
async function reopen(subscriber: NewsletterSubscriber): Promise<NewsletterSubscriber> {
  await db.newsletterSubscriber.updateMany({
    where: { id: subscriber.id, status: "unsubscribed" },
    data: { status: "pending", confirmToken: newNewsletterToken(), confirmedAt: null },
  });
  return db.newsletterSubscriber.findUniqueOrThrow({ where: { id: subscriber.id } });
}

function confirmationKey(subscriber: NewsletterSubscriber, window: number): string {
  return `newsletter-confirmation:${subscriber.id}:${tokenGeneration(subscriber.confirmToken)}:${window}`;
}

/**
 * At most one confirmation per 24 h window (counted from sign-up) for the current confirm token, and none
 * when the previous window's email went out less than 24 h ago. Keys are unique, so concurrent requests
 * for the same address send one email between them.
 */
async function sendConfirmation(
  subscriber: NewsletterSubscriber,
  now: Date,
): Promise<SubscribeResult["confirmationEmail"]> {
  const window = Math.max(
    0,
    Math.floor((now.getTime() - subscriber.createdAt.getTime()) / CONFIRMATION_RESEND_AFTER_MS),
  );
  if (window > 0) {
    const previous = await db.outboundEmail.findUnique({
      where: { dedupeKey: confirmationKey(subscriber, window - 1) },
      select: { createdAt: true, status: true },
    });
    if (
      previous &&
      previous.status !== "failed" &&
      now.getTime() - previous.createdAt.getTime() < CONFIRMATION_RESEND_AFTER_MS
    )
      return "skipped";
  }
  const email = newsletterConfirmationEmail(
    await emailCopy(isLocale(subscriber.locale) ? subscriber.locale : DEFAULT_LOCALE),
    {
      email: subscriber.email,
      confirmUrl: absoluteUrl(`/newsletter/confirm?token=${subscriber.confirmToken}`),
      unsubscribeUrl: absoluteUrl(`/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`),
      oneClickUnsubscribeUrl: absoluteUrl(`/api/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`),
    },
  );
  const result = await sendEmail({
    ...email,
    to: subscriber.email,
    template: NEWSLETTER_CONFIRMATION_TEMPLATE,
    dedupeKey: confirmationKey(subscriber, window),
  });
  return result.status === "duplicate" ? "skipped" : result.status;
}

/** Stores the address once and sends the double opt-in email; signing up again is not an error. */
export async function subscribeToNewsletter(input: NewsletterSignup, now: Date = new Date()): Promise<SubscribeResult> {
  const found = await findOrCreate(input);
  let subscriber = found.subscriber;
  if (subscriber.status === "unsubscribed") subscriber = await reopen(subscriber);
  if (subscriber.status === "confirmed") return { status: "confirmed", created: false, confirmationEmail: "skipped" };
  const confirmationEmail = await sendConfirmation(subscriber, now);
  return { status: subscriber.status, created: found.created, confirmationEmail };
}

export type TokenOutcome = { ok: true; email: string; changed: boolean } | { ok: false };

/** Double opt-in: pending → confirmed. Idempotent; unknown or replaced tokens are { ok: false }. */
export async function confirmNewsletterSubscription(token: string, now: Date = new Date()): Promise<TokenOutcome> {
  if (!newsletterTokenSchema.safeParse(token).success) return { ok: false };
  const subscriber = await db.newsletterSubscriber.findUnique({
    where: { confirmToken: token },
    select: { id: true, email: true, status: true },
  });
  if (!subscriber || subscriber.status === "unsubscribed") return { ok: false };
  if (subscriber.status === "confirmed") return { ok: true, email: subscriber.email, changed: false };
  const updated = await db.newsletterSubscriber.updateMany({
    where: { id: subscriber.id, status: "pending", confirmToken: token },
    data: { status: "confirmed", confirmedAt: now },
  });
  return { ok: true, email: subscriber.email, changed: updated.count === 1 };
}

/** Any state → unsubscribed. Idempotent; also replaces the confirm token so old confirmation links die. */
export async function unsubscribeFromNewsletter(token: string, now: Date = new Date()): Promise<TokenOutcome> {
  if (!newsletterTokenSchema.safeParse(token).success) return { ok: false };
  const subscriber = await db.newsletterSubscriber.findUnique({
    where: { unsubscribeToken: token },
    select: { id: true, email: true, status: true },
  });
  if (!subscriber) return { ok: false };
  if (subscriber.status === "unsubscribed") return { ok: true, email: subscriber.email, changed: false };
  const updated = await db.newsletterSubscriber.updateMany({
    where: { id: subscriber.id, status: { not: "unsubscribed" } },
    data: { status: "unsubscribed", unsubscribedAt: now, confirmToken: newNewsletterToken() },
  });
  return { ok: true, email: subscriber.email, changed: updated.count === 1 };
}
