import { SITE_NAME } from "@/lib/site";
import type { RenderedEmail } from "./newsletter-confirmation";
import { renderEmailLayout } from "./layout";

export const VERIFY_EMAIL_TEMPLATE = "verify-email";
export const RESET_PASSWORD_TEMPLATE = "reset-password";

function simpleEmail(
  subject: string,
  heading: string,
  intro: string,
  action: { label: string; url: string },
  footer: string,
): RenderedEmail {
  const text = [subject, "", intro, "", `${action.label}:`, action.url, "", footer].join("\n");
  const html = renderEmailLayout({ preheader: intro, heading, paragraphs: [intro], action, footer: [footer] });
  return { subject, text, html, headers: {} };
}

/** Sent at sign-up: alerts go only to a confirmed address. */
export function verifyEmailMessage({ firstName, url }: { firstName: string; url: string }): RenderedEmail {
  return simpleEmail(
    `Confirm your email for ${SITE_NAME}`,
    `Welcome, ${firstName}`,
    "Please confirm this email address so we can send you the alerts you ask for.",
    { label: "Confirm email address", url },
    "If you did not create an account, ignore this email.",
  );
}

/** 'Forgot password': a single-use link, valid for an hour. */
export function resetPasswordMessage({ url }: { url: string }): RenderedEmail {
  return simpleEmail(
    `Reset your ${SITE_NAME} password`,
    "Reset your password",
    "Someone (hopefully you) asked to reset the password of your account. The link works once, within the next hour, and signs out every other session.",
    { label: "Choose a new password", url },
    "If you did not ask for this, ignore this email: your password stays as it is.",
  );
}
