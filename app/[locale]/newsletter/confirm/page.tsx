import type { Metadata } from "next";
import { connection } from "next/server";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { confirmNewsletterSubscription } from "@/server/public/newsletter/mutations";

export const metadata: Metadata = tokenLinkMetadata("Confirm your subscription");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** GET is safe to act on here: confirming is idempotent and only ever moves pending → confirmed. */
async function ConfirmOutcome({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const outcome = typeof token === "string" ? await confirmNewsletterSubscription(token) : { ok: false as const };
  if (!outcome.ok) {
    return (
      <NewsletterStatusCard tone="error" title="Invalid or expired link">
        <p>
          This confirmation link doesn&apos;t work any more. It may have been replaced by a newer email, or the address
          was unsubscribed.
        </p>
        <p className="mt-2">You can sign up again from the newsletter form on the home page.</p>
      </NewsletterStatusCard>
    );
  }
  return (
    <NewsletterStatusCard tone="success" title="You're subscribed">
      <p>Thanks for confirming. We&apos;ll let you know when new clinics, labs and brands join the directory.</p>
    </NewsletterStatusCard>
  );
}

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

export default async function NewsletterConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return (
    <NewsletterPageFrame>
      <ConfirmOutcome searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
