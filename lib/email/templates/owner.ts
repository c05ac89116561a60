import { SITE_NAME } from "@/lib/site";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { translator, type Translator } from "@/lib/i18n/translator";
import type { ReportAction } from "@/lib/owners/admin-schema";
import { REPORT_FIELD_KEYS, type ReportInput } from "@/lib/reports/report-schema";
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

/** The layout's small print and the owners' catalogue, in the recipient's language. */
export type OwnerEmailCopy = EmailCopy & { owner: Translator<"owner-emails"> };

/** The copy in a member's stored language (an unknown one reads as English). */
export async function ownerEmailCopy(language: string): Promise<OwnerEmailCopy> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const [email, owner] = await Promise.all([emailCopy(locale), translator(locale, "owner-emails")]);
  return { ...email, owner };
}

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
  email: OwnerEmailCopy,
  { listingName, code, minutes }: { listingName: string; code: string; minutes: number },
) {
  const t = email.owner;
  return render(email, {
    subject: t("claimCode.subject", { code, listingName, siteName: SITE_NAME }),
    heading: t("claimCode.heading"),
    paragraphs: [
      t("claimCode.intro", { listingName, siteName: SITE_NAME }),
      code,
      t("claimCode.validity", { minutes }),
    ],
    footer: [t("claimCode.footer")],
  });
}

/** Every six months: are the listing's facts still right? One click confirms (on a page that asks first). */
export function ownerReminderEmail(
  email: OwnerEmailCopy,
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
  const t = email.owner;
  return render(email, {
    subject: t("reminder.subject", { listingName, siteName: SITE_NAME }),
    heading: t("reminder.heading", { listingName }),
    paragraphs: [t("reminder.intro"), t("reminder.howTo", { dashboardUrl })],
    action: { label: t("reminder.action"), url: confirmUrl },
    footer: [t("reminder.footer")],
  });
}

/** To the reviewer, once, when the listing's owner first answers their review. */
export function reviewReplyEmail(
  email: OwnerEmailCopy,
  { listingName, reviewUrl }: { listingName: string; reviewUrl: string },
) {
  const t = email.owner;
  return render(email, {
    subject: t("reply.subject", { listingName }),
    heading: t("reply.heading"),
    paragraphs: [t("reply.intro", { listingName, siteName: SITE_NAME })],
    action: { label: t("reply.action"), url: reviewUrl },
    footer: [t("reply.footer")],
  });
}

/** To the listing's owners: a visitor reported a problem. */
export function ownerReportEmail(
  email: OwnerEmailCopy,
  {
    listingName,
    report,
    message,
    dashboardUrl,
  }: {
    listingName: string;
    report: Pick<ReportInput, "reason" | "field">;
    message: string | null;
    dashboardUrl: string;
  },
) {
  const t = email.owner;
  const reason = t(`report.reasons.${report.reason}`);
  const named =
    report.reason === "wrong_info" && report.field
      ? t("report.wrongField", { reason, field: t(`report.fields.${REPORT_FIELD_KEYS[report.field]}`) })
      : reason;
  return render(email, {
    subject: t("report.subject", { listingName }),
    heading: t("report.heading"),
    paragraphs: [
      t("report.intro", { listingName, reason: named }),
      ...(message ? [t("report.quote", { message })] : []),
      t("report.howTo"),
    ],
    action: { label: t("report.action"), url: dashboardUrl },
    footer: [t("report.footer")],
  });
}

/** To a reporter who left an address: what became of their report. */
export function reportOutcomeEmail(
  email: OwnerEmailCopy,
  { listingName, action }: { listingName: string; action: ReportAction },
) {
  const t = email.owner;
  return render(email, {
    subject: t("outcome.subject", { listingName }),
    heading: t("outcome.heading"),
    paragraphs: [t("outcome.intro", { listingName, siteName: SITE_NAME, outcome: t(`outcome.outcomes.${action}`) })],
    footer: [t("outcome.footer")],
  });
}

export const CLAIM_DECISION_TEMPLATE = "owner-claim-decision";

/** To a member whose claim our team reviewed by hand. */
export function claimDecisionEmail(
  email: OwnerEmailCopy,
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
  const t = email.owner;
  return render(email, {
    subject: approved
      ? t("decision.approvedSubject", { listingName, siteName: SITE_NAME })
      : t("decision.rejectedSubject", { listingName }),
    heading: approved ? t("decision.approvedHeading") : t("decision.rejectedHeading"),
    paragraphs: [
      approved ? t("decision.approvedIntro", { listingName }) : t("decision.rejectedIntro", { listingName }),
      ...(note ? [t("decision.note", { note })] : []),
    ],
    action: { label: approved ? t("decision.approvedAction") : t("decision.rejectedAction"), url },
    footer: [t("decision.footer")],
  });
}

export const REVIEW_INVITATION_TEMPLATE = "review-invitation";

/**
 * To a listing's client, at the owner's request: fixed text (the owner adds nothing), saying that nothing is offered
 * for the review and that critical reviews are published too.
 */
export function reviewInvitationEmail(
  email: OwnerEmailCopy,
  {
    listingName,
    reviewUrl,
    rulesUrl,
    expiresOn,
  }: { listingName: string; reviewUrl: string; rulesUrl: string; expiresOn: string },
) {
  const t = email.owner;
  return render(email, {
    subject: t("invitation.subject", { listingName, siteName: SITE_NAME }),
    heading: t("invitation.heading", { listingName }),
    paragraphs: [
      t("invitation.intro", { listingName, siteName: SITE_NAME }),
      t("invitation.nothingOffered"),
      t("invitation.validity", { expiresOn }),
      t("invitation.rules", { rulesUrl }),
    ],
    action: { label: t("invitation.action"), url: reviewUrl },
    footer: [t("invitation.footer", { listingName })],
  });
}
