import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { EmailLinkButton } from "@/components/email/email-link-button";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { findReminderTarget } from "@/server/owner/reminders/links";

export const metadata: Metadata = tokenLinkMetadata("Confirm your listing");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function DashboardAction() {
  return (
    <Button asChild variant="outline">
      <Link href="/owner">Open your owner dashboard</Link>
    </Button>
  );
}

function InvalidLink() {
  return (
    <NewsletterStatusCard tone="error" title="Invalid or expired link" actions={<DashboardAction />}>
      <p>This link does not match a listing you manage. You can still confirm or correct it on your dashboard.</p>
    </NewsletterStatusCard>
  );
}

/** Opening the link changes nothing: it asks, and the button POSTs to /api/owner/confirm, which redirects back here. */
async function ConfirmOutcome({ searchParams }: { searchParams: SearchParams }) {
  const { token, status } = await searchParams;
  if (status === "confirmed")
    return (
      <NewsletterStatusCard tone="success" title="Thank you" actions={<DashboardAction />}>
        <p>Your listing now shows that its owner confirmed its facts today.</p>
      </NewsletterStatusCard>
    );
  if (status === "invalid" || typeof token !== "string") return <InvalidLink />;
  const target = await findReminderTarget(token);
  if (!target) return <InvalidLink />;
  return (
    <NewsletterStatusCard
      tone="neutral"
      title={`Is ${target.listingName} still correct?`}
      actions={
        <>
          <EmailLinkButton
            endpoint="/api/owner/confirm"
            token={token}
            label="Everything is still correct"
            testId="confirm-owner-facts"
          />
          <DashboardAction />
        </>
      }
    >
      <p>
        Confirm as <span className="font-medium text-slate-900">{target.maskedEmail}</span> that the listing&apos;s
        facts are still right, or correct them on your owner dashboard.
      </p>
    </NewsletterStatusCard>
  );
}

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

export default async function OwnerConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return (
    <NewsletterPageFrame>
      <ConfirmOutcome searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
