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

export const metadata: Metadata = tokenLinkMetadata("Pause alerts");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function Paused() {
  return (
    <NewsletterStatusCard tone="success" title="Alerts paused" actions={<ManageAlertsActions />}>
      <p>We won&apos;t email you about this subscription until you resume it on your profile.</p>
    </NewsletterStatusCard>
  );
}

/** Opening the link changes nothing: it asks, and the button POSTs to /api/alerts/pause, which redirects back here. */
async function PauseOutcome({ searchParams }: { searchParams: SearchParams }) {
  const { token, status } = await searchParams;
  if (status === "paused") return <Paused />;
  if (status === "invalid" || typeof token !== "string") return <InvalidAlertLink />;
  const target = await findAlertLinkTarget(token, "pause");
  if (!target) return <InvalidAlertLink />;
  if (!target.active) return <Paused />;
  return (
    <NewsletterStatusCard
      tone="neutral"
      title="Pause these alerts?"
      actions={<ConfirmAlertLink action="pause" token={token} label="Pause alerts" />}
    >
      <p>
        <span className="font-medium text-slate-900">{target.maskedEmail}</span> will stop receiving alerts about new{" "}
        {alertDescription(target)}. You can resume them on your profile at any time.
      </p>
    </NewsletterStatusCard>
  );
}

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

export default async function AlertPausePage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return (
    <NewsletterPageFrame>
      <PauseOutcome searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
