import type { Metadata } from "next";
import { connection } from "next/server";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { findUnsubscribeTarget } from "@/server/public/newsletter/queries";

export const metadata: Metadata = tokenLinkMetadata("Unsubscribe");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function Unsubscribed() {
  return (
    <NewsletterStatusCard tone="neutral" title="You've been unsubscribed">
      <p>
        You won&apos;t receive the newsletter any more. Changed your mind? Sign up again from the home page at any time.
      </p>
    </NewsletterStatusCard>
  );
}

function InvalidLink() {
  return (
    <NewsletterStatusCard tone="error" title="Invalid or expired link">
      <p>
        This unsubscribe link doesn&apos;t match any subscription. Use the link from your most recent email, or contact
        us.
      </p>
    </NewsletterStatusCard>
  );
}

/**
 * Opening the link changes nothing (mail scanners open links too): it asks, and the button POSTs to
 * /api/newsletter/unsubscribe, which redirects back here with the outcome. Works without JavaScript.
 */
async function UnsubscribeOutcome({ searchParams }: { searchParams: SearchParams }) {
  const { token, status } = await searchParams;
  if (status === "unsubscribed") return <Unsubscribed />;
  if (status === "invalid" || typeof token !== "string") return <InvalidLink />;
  const target = await findUnsubscribeTarget(token);
  if (!target) return <InvalidLink />;
  if (target.status === "unsubscribed") return <Unsubscribed />;
  return (
    <NewsletterStatusCard
      tone="neutral"
      title="Unsubscribe from the newsletter?"
      actions={
        <form method="post" action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}>
          <input type="hidden" name="from" value="page" />
          <Button type="submit" size="lg" data-testid="confirm-unsubscribe">
            Unsubscribe
          </Button>
        </form>
      }
    >
      <p>
        <span className="font-medium text-slate-900">{target.maskedEmail}</span> will stop receiving news about clinics,
        labs and brands.
      </p>
    </NewsletterStatusCard>
  );
}

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return (
    <NewsletterPageFrame>
      <UnsubscribeOutcome searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
