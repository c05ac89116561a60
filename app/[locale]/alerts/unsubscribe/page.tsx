import type { Metadata } from "next";
import { connection } from "next/server";
import {
  ConfirmAlertLink,
  InvalidAlertLink,
  ManageAlertsActions,
  alertDescription,
} from "@/components/alerts/alert-link-parts";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { findAlertLinkTarget } from "@/server/member/alerts/links";

export const metadata: Metadata = tokenLinkMetadata("Unsubscribe from alerts");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function Unsubscribed() {
  return (
    <NewsletterStatusCard tone="neutral" title="You've been unsubscribed" actions={<ManageAlertsActions />}>
      <p>This subscription is deleted and we won&apos;t email you about it again. Your other alerts are unchanged.</p>
    </NewsletterStatusCard>
  );
}

/** Opening the link changes nothing: it asks, and the button POSTs to /api/alerts/unsubscribe, which redirects back here. */
async function UnsubscribeOutcome({ searchParams }: { searchParams: SearchParams }) {
  const { token, status } = await searchParams;
  if (status === "unsubscribed") return <Unsubscribed />;
  if (status === "invalid" || typeof token !== "string") return <InvalidAlertLink />;
  const target = await findAlertLinkTarget(token, "unsubscribe");
  if (!target) return <InvalidAlertLink />;
  return (
    <NewsletterStatusCard
      tone="neutral"
      title="Unsubscribe from these alerts?"
      actions={<ConfirmAlertLink action="unsubscribe" token={token} label="Unsubscribe" />}
    >
      <p>
        <span className="font-medium text-slate-900">{target.maskedEmail}</span> will stop receiving alerts about new{" "}
        {alertDescription(target)}, and the subscription is deleted.
      </p>
    </NewsletterStatusCard>
  );
}

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

export default async function AlertUnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return (
    <NewsletterPageFrame>
      <UnsubscribeOutcome searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
