import type { EmailCopy } from "./email-copy";
import type { RenderedEmail } from "./newsletter-confirmation";
import { renderEmailLayout } from "./layout";

export const VERIFY_EMAIL_TEMPLATE = "verify-email";
export const RESET_PASSWORD_TEMPLATE = "reset-password";

type Copy = { subject: string; heading: string; intro: string; action: string; footer: string };

function simpleEmail(email: EmailCopy, copy: Copy, url: string): RenderedEmail {
  const text = [copy.subject, "", copy.intro, "", `${copy.action}:`, url, "", copy.footer].join("\n");
  const html = renderEmailLayout(email, {
    preheader: copy.intro,
    heading: copy.heading,
    paragraphs: [copy.intro],
    action: { label: copy.action, url },
    footer: [copy.footer],
  });
  return { subject: copy.subject, text, html, headers: {} };
}

/** Sent at sign-up, in the member's language: alerts go only to a confirmed address. */
export function verifyEmailMessage(email: EmailCopy, { firstName, url }: { firstName: string; url: string }) {
  const { t } = email;
  return simpleEmail(
    email,
    {
      subject: t("verify.subject"),
      heading: t("verify.heading", { firstName }),
      intro: t("verify.intro"),
      action: t("verify.action"),
      footer: t("verify.footer"),
    },
    url,
  );
}

/** 'Forgot password', in the member's language: a single-use link, valid for an hour. */
export function resetPasswordMessage(email: EmailCopy, { url }: { url: string }): RenderedEmail {
  const { t } = email;
  return simpleEmail(
    email,
    {
      subject: t("reset.subject"),
      heading: t("reset.heading"),
      intro: t("reset.intro"),
      action: t("reset.action"),
      footer: t("reset.footer"),
    },
    url,
  );
}
