import { SITE_NAME } from "@/lib/site";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { emailCopy, type EmailCopy } from "./email-copy";
import { renderEmailLayout } from "./layout";
import type { RenderedEmail } from "./newsletter-confirmation";

export const CLAIM_CODE_TEMPLATE = "owner-claim-code";
export const OWNER_REMINDER_TEMPLATE = "owner-reminder";
export const REVIEW_REPLY_TEMPLATE = "review-reply";
export const OWNER_REPORT_TEMPLATE = "owner-report";
export const REPORT_OUTCOME_TEMPLATE = "report-outcome";

type Message = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string[];
};

/** The owners' emails are written in English for now, so is their layout's small print. */
export const ownerEmailCopy = (): Promise<EmailCopy> => emailCopy(DEFAULT_LOCALE);

/** Plain text and the shared HTML layout from one description, so both always say the same. */
function render(email: EmailCopy, { subject, heading, paragraphs, action, footer }: Message): RenderedEmail {
  const text = [
    subject,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}:`, action.url, ""] : []),
    ...footer,
  ].join("\n");
  const html = renderEmailLayout(email, { preheader: paragraphs[0] ?? subject, heading, paragraphs, action, footer });
  return { subject, text, html, headers: {} };
}

/** The one-time code that proves a member reads mail at the listing's website domain. */
export function claimCodeEmail(
  email: EmailCopy,
  { listingName, code, minutes }: { listingName: string; code: string; minutes: number },
) {
  return render(email, {
    subject: `${code} is your code to claim ${listingName} on ${SITE_NAME}`,
    heading: "Your verification code",
    paragraphs: [
      `Someone (hopefully you) asked to manage the listing of ${listingName} on ${SITE_NAME}. Enter this code on the claim page to prove this address belongs to the business:`,
      code,
      `The code works once, for ${minutes} minutes.`,
    ],
    footer: ["If you did not ask for this, ignore this email: nothing changes without the code."],
  });
}

/** Every six months: are the listing's facts still right? One click confirms (on a page that asks first). */
export function ownerReminderEmail(
  email: EmailCopy,
  {
    listingName,
    confirmUrl,
    dashboardUrl,
  }: {
    listingName: string;
    confirmUrl: string;
    dashboardUrl: string;
  },
) {
  return render(email, {
    subject: `Is ${listingName} still listed correctly on ${SITE_NAME}?`,
    heading: `Please check ${listingName}`,
    paragraphs: [
      `Visitors decide on what your listing says. Twice a year we ask owners to check it: address, contact details, services and prices.`,
      `If everything is still correct, one click confirms it and your listing shows it was verified by its owner today. If something changed, correct it on your owner dashboard: ${dashboardUrl}`,
    ],
    action: { label: "Everything is still correct", url: confirmUrl },
    footer: ["You get this email because you manage this listing. The link confirms only this listing's facts."],
  });
}

/** To the reviewer, once, when the listing's owner first answers their review. */
export function reviewReplyEmail(
  email: EmailCopy,
  { listingName, reviewUrl }: { listingName: string; reviewUrl: string },
) {
  return render(email, {
    subject: `${listingName} replied to your review`,
    heading: "The owner replied to your review",
    paragraphs: [
      `${listingName} has answered the review you wrote on ${SITE_NAME}. Their reply is shown under your review.`,
    ],
    action: { label: "Read the reply", url: reviewUrl },
    footer: ["We send this once per review."],
  });
}

/** To the listing's owners: a visitor reported a problem. */
export function ownerReportEmail(
  email: EmailCopy,
  {
    listingName,
    reason,
    message,
    dashboardUrl,
  }: {
    listingName: string;
    reason: string;
    message: string | null;
    dashboardUrl: string;
  },
) {
  return render(email, {
    subject: `A visitor reported a problem with ${listingName}`,
    heading: "A visitor reported a problem",
    paragraphs: [
      `Someone reported this about your listing ${listingName}: ${reason}.`,
      ...(message ? [`They wrote: “${message}”`] : []),
      "We review every report. If something is out of date, you can correct it yourself on your owner dashboard.",
    ],
    action: { label: "Open your owner dashboard", url: dashboardUrl },
    footer: ["You get this email because you manage this listing."],
  });
}

/** To a reporter who left an address: what became of their report. */
export function reportOutcomeEmail(
  email: EmailCopy,
  { listingName, outcome }: { listingName: string; outcome: string },
) {
  return render(email, {
    subject: `Your report about ${listingName}`,
    heading: "Thank you for your report",
    paragraphs: [`You reported a problem with ${listingName} on ${SITE_NAME}. ${outcome}`],
    footer: ["You get this email because you left your address with the report. We do not keep it afterwards."],
  });
}

export const CLAIM_DECISION_TEMPLATE = "owner-claim-decision";

/** To a member whose claim our team reviewed by hand. */
export function claimDecisionEmail(
  email: EmailCopy,
  {
    listingName,
    approved,
    note,
    url,
  }: {
    listingName: string;
    approved: boolean;
    note: string | null;
    url: string;
  },
) {
  return render(email, {
    subject: approved ? `You now manage ${listingName} on ${SITE_NAME}` : `About your claim of ${listingName}`,
    heading: approved ? "Your claim is confirmed" : "We could not confirm your claim",
    paragraphs: [
      approved
        ? `Our team confirmed that you run ${listingName}. You can now keep its facts correct, see how it does and answer reviews.`
        : `Our team could not confirm that you run ${listingName}. You can still prove it with an address at the website's domain, or a token on the website.`,
      ...(note ? [`Our note: ${note}`] : []),
    ],
    action: { label: approved ? "Open your owner dashboard" : "Try again", url },
    footer: ["You get this email because you claimed this listing."],
  });
}
