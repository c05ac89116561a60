import type { EmailCopy } from "./email-copy";
import { renderEmailLayout } from "./layout";
import { oneClickUnsubscribeHeaders } from "./unsubscribe-headers";

export const NEWSLETTER_CONFIRMATION_TEMPLATE = "newsletter-confirmation";

type Input = { email: string; confirmUrl: string; unsubscribeUrl: string; oneClickUnsubscribeUrl: string };

export type RenderedEmail = { subject: string; text: string; html: string; headers: Record<string, string> };

/**
 * Double opt-in, in the language of the page the address was given on: the confirm link activates the subscription;
 * the unsubscribe link (and RFC 8058 one-click) removes it.
 */
export function newsletterConfirmationEmail(
  copy: EmailCopy,
  { email, confirmUrl, unsubscribeUrl, oneClickUnsubscribeUrl }: Input,
): RenderedEmail {
  const { t } = copy;
  const subject = t("newsletter.subject");
  const intro = t("newsletter.intro", { email });
  const ignore = t("newsletter.ignore");
  const text = [
    subject,
    "",
    intro,
    "",
    t("newsletter.confirmLine"),
    confirmUrl,
    "",
    ignore,
    "",
    `${t("newsletter.unsubscribe")}: ${unsubscribeUrl}`,
  ].join("\n");
  const html = renderEmailLayout(copy, {
    preheader: t("newsletter.preheader"),
    heading: t("newsletter.heading"),
    paragraphs: [intro],
    action: { label: t("newsletter.action"), url: confirmUrl },
    footer: [ignore],
    footerLink: { label: t("newsletter.unsubscribe"), url: unsubscribeUrl },
  });
  return {
    subject,
    text,
    html,
    headers: oneClickUnsubscribeHeaders(oneClickUnsubscribeUrl),
  };
}
