import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { confirmNewsletterSubscription } from "@/server/newsletter/mutations";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages" });
  return tokenLinkMetadata(t("newsletter.confirm.meta"));
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** GET is safe to act on here: confirming is idempotent and only ever moves pending → confirmed. */
async function ConfirmOutcome({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages" });
  const outcome = typeof token === "string" ? await confirmNewsletterSubscription(token) : { ok: false as const };
  if (!outcome.ok) {
    return (
      <NewsletterStatusCard tone="error" title={t("invalidTitle")}>
        <p>{t("newsletter.confirm.invalidText")}</p>
        <p className="mt-2">{t("newsletter.confirm.signUpAgain")}</p>
      </NewsletterStatusCard>
    );
  }
  return (
    <NewsletterStatusCard tone="success" title={t("newsletter.confirm.title")}>
      <p>{t("newsletter.confirm.text")}</p>
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
