import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { connection } from "next/server";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";
import { hrefIn } from "@/lib/i18n/links";
import {
  MAX_SAVED_SEARCHES_PER_MEMBER,
  MAX_SAVED_SEARCHES_PER_PENDING_EMAIL,
} from "@/lib/saved-searches/saved-search-rules";
import { readSavedOutcome } from "@/lib/saved-searches/saved-outcome";
import { NOINDEX } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages.savedSearches.saved" });
  return { title: t("meta"), robots: NOINDEX };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const ERROR_LIMITS = {
  invalid: {},
  "member-limit": { max: MAX_SAVED_SEARCHES_PER_MEMBER },
  "email-limit": { max: MAX_SAVED_SEARCHES_PER_PENDING_EMAIL },
  "rate-limited": {},
} as const;

/** Landing page of the save form when it is posted without JavaScript (POST /api/saved-searches/save → 303). */
async function Outcome({ searchParams }: { searchParams: SearchParams }) {
  const [params, locale] = await Promise.all([searchParams, getLocale()]);
  const t = await getTranslations({ locale, namespace: "status-pages.savedSearches.saved" });
  const { status, error, back } = readSavedOutcome(params);
  const backToResults = (
    <Button asChild variant={status === "saved" ? "outline" : "default"} key="back">
      <Link href={back ?? hrefIn(locale, "/directory")}>{t(back ? "back" : "browse")}</Link>
    </Button>
  );
  if (error)
    return (
      <NewsletterStatusCard tone="error" title={t(`errors.${error}.title`)} actions={backToResults}>
        <p>{t(`errors.${error}.text`, ERROR_LIMITS[error])}</p>
      </NewsletterStatusCard>
    );
  if (status === "pending")
    return (
      <NewsletterStatusCard tone="success" title={t("pending.title")} actions={backToResults}>
        <p>{t("pending.text")}</p>
      </NewsletterStatusCard>
    );
  return (
    <NewsletterStatusCard
      tone="success"
      title={t("saved.title")}
      actions={
        <>
          <Button asChild>
            <Link href="/profile?tab=subscriptions">{t("manage")}</Link>
          </Button>
          {backToResults}
        </>
      }
    >
      <p>{t("saved.text")}</p>
    </NewsletterStatusCard>
  );
}

// Rendered whole per request, with no streamed part: a page read without JavaScript never shows a loading state.
export const instant = false;

export default async function SavedSearchOutcomePage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return (
    <NewsletterPageFrame>
      <Outcome searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
