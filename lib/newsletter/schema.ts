// zod/mini: this schema also runs in the browser (the Stay Updated form, loaded on first submit); full zod is far larger.
import * as z from "zod/mini";
import { localeSchema } from "@/lib/i18n/locale-schema";
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, EMAIL_REQUIRED_MESSAGE, EMAIL_TOO_LONG_MESSAGE } from "./limits";

export { EMAIL_MAX_LENGTH };

/** The Stay Updated form and POST /api/newsletter validate with this one schema. */
export const newsletterSignupSchema = z.object({
  email: z.pipe(
    z
      .string({ error: EMAIL_REQUIRED_MESSAGE })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, EMAIL_REQUIRED_MESSAGE),
        z.maxLength(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE),
      ),
    z.email({ error: EMAIL_INVALID_MESSAGE }),
  ),
  /** Where the form sits (home, footer, …); kept for reporting. */
  source: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(40, "source must be at most 40 characters"),
        z.regex(/^[a-z0-9-]*$/, "source may only contain a-z, 0-9 and hyphens"),
      ),
  ),
  /** The language of the page the form is on: the confirmation email is written in it. */
  locale: z.optional(localeSchema),
});

export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** Confirm and unsubscribe tokens: 32 random bytes, base64url (43 characters). */
export const newsletterTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "Invalid token"));

/** A pending subscriber gets at most one confirmation email per this period. */
export const CONFIRMATION_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

export const NEWSLETTER_SUCCESS_MESSAGE = "Thanks! Check your inbox for a link to confirm your subscription.";
