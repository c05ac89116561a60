import { SITE_NAME } from "@/lib/site";
import { renderEmailLayout } from "./layout";

export const NEWSLETTER_CONFIRMATION_TEMPLATE = "newsletter-confirmation";

type Input = { email: string; confirmUrl: string; unsubscribeUrl: string; oneClickUnsubscribeUrl: string };

export type RenderedEmail = { subject: string; text: string; html: string; headers: Record<string, string> };

/** Double opt-in: the confirm link activates the subscription; the unsubscribe link (and RFC 8058 one-click) removes it. */
export function newsletterConfirmationEmail({
  email,
  confirmUrl,
  unsubscribeUrl,
  oneClickUnsubscribeUrl,
}: Input): RenderedEmail {
  const subject = `Confirm your ${SITE_NAME} newsletter subscription`;
  const intro = `Someone (hopefully you) asked to receive the ${SITE_NAME} newsletter at ${email}: notices of new longevity clinics, biomarker labs and health brands.`;
  const ignore = "If you did not ask for this, ignore this email: you will not be subscribed.";
  const text = [
    subject,
    "",
    intro,
    "",
    "Confirm your subscription:",
    confirmUrl,
    "",
    ignore,
    "",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
  const html = renderEmailLayout({
    preheader: "One click to confirm your subscription.",
    heading: "Confirm your subscription",
    paragraphs: [intro],
    action: { label: "Confirm subscription", url: confirmUrl },
    footer: [ignore],
    footerLink: { label: "Unsubscribe", url: unsubscribeUrl },
  });
  return {
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
