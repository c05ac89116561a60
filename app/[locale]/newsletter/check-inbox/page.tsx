import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import {
  NewsletterPageFrame,
  NewsletterStatusCard,
  NewsletterStatusSkeleton,
} from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";
import { NOINDEX } from "@/lib/seo/metadata";

export const metadata: Metadata = { title: "Check your inbox", robots: NOINDEX };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const tryAgain = (
  <Button asChild>
    <Link href="/#stay-updated">Try again</Link>
  </Button>
);

/** Landing page of the newsletter form when it is posted without JavaScript (POST /api/newsletter → 303). */
async function Outcome({ searchParams }: { searchParams: SearchParams }) {
  const { error } = await searchParams;
  if (error === "invalid") {
    return (
      <NewsletterStatusCard tone="error" title="Please check your email address" actions={tryAgain}>
        <p>That doesn&apos;t look like a valid email address. Please enter it again.</p>
      </NewsletterStatusCard>
    );
  }
  if (error === "rate-limited") {
    return (
      <NewsletterStatusCard tone="error" title="Too many attempts" actions={tryAgain}>
        <p>We received a lot of sign-ups from your network. Please try again in a little while.</p>
      </NewsletterStatusCard>
    );
  }
  return (
    <NewsletterStatusCard tone="success" title="Check your inbox">
      <p>We&apos;ve sent you a link to confirm your subscription. It only takes one click.</p>
    </NewsletterStatusCard>
  );
}

export default function NewsletterCheckInboxPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <NewsletterPageFrame>
      <Suspense fallback={<NewsletterStatusSkeleton />}>
        <Outcome searchParams={searchParams} />
      </Suspense>
    </NewsletterPageFrame>
  );
}
