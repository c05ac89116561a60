import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { Suspense } from "react";
import {
  NewsletterPageFrame,
  NewsletterStatusCard,
  NewsletterStatusSkeleton,
} from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";
import { NOINDEX } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages.newsletter.checkInbox" });
  return { title: t("meta"), robots: NOINDEX };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Landing page of the newsletter form when it is posted without JavaScript (POST /api/newsletter → 303). */
async function Outcome({ searchParams }: { searchParams: SearchParams }) {
  const [{ error }, t] = await Promise.all([
    searchParams,
    getTranslations({ locale: await getLocale(), namespace: "status-pages.newsletter.checkInbox" }),
  ]);
  const tryAgain = (
    <Button asChild>
      <Link href="/#stay-updated">{t("tryAgain")}</Link>
    </Button>
  );
  if (error === "invalid") {
    return (
      <NewsletterStatusCard tone="error" title={t("invalidTitle")} actions={tryAgain}>
        <p>{t("invalidText")}</p>
      </NewsletterStatusCard>
    );
  }
  if (error === "rate-limited") {
    return (
      <NewsletterStatusCard tone="error" title={t("limitedTitle")} actions={tryAgain}>
        <p>{t("limitedText")}</p>
      </NewsletterStatusCard>
    );
  }
  return (
    <NewsletterStatusCard tone="success" title={t("meta")}>
      <p>{t("text")}</p>
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
