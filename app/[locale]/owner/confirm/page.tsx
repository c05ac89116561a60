import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { EmailLinkButton } from "@/components/email/email-link-button";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";
import { localePath } from "@/lib/i18n/locales";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { findReminderTarget } from "@/server/owners/reminders/links";

export async function generateMetadata(): Promise<Metadata> {
  return tokenLinkMetadata((await getTranslations("owner.confirmPage"))("meta"));
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function DashboardAction() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("owner.confirmPage")]);
  return (
    <Button asChild variant="outline">
      <Link href={localePath(locale, "/owner")}>{t("dashboard")}</Link>
    </Button>
  );
}

async function InvalidLink() {
  const t = await getTranslations("owner.confirmPage");
  return (
    <NewsletterStatusCard tone="error" title={t("invalidTitle")} actions={<DashboardAction />}>
      <p>{t("invalidText")}</p>
    </NewsletterStatusCard>
  );
}

/** Opening the link changes nothing: it asks, and the button POSTs to /api/owner/confirm, which redirects back here. */
async function ConfirmOutcome({ searchParams }: { searchParams: SearchParams }) {
  const [{ token, status }, t] = await Promise.all([searchParams, getTranslations("owner.confirmPage")]);
  if (status === "confirmed")
    return (
      <NewsletterStatusCard tone="success" title={t("thanks")} actions={<DashboardAction />}>
        <p>{t("thanksText")}</p>
      </NewsletterStatusCard>
    );
  if (status === "invalid" || typeof token !== "string") return <InvalidLink />;
  const target = await findReminderTarget(token);
  if (!target) return <InvalidLink />;
  return (
    <NewsletterStatusCard
      tone="neutral"
      title={t("question", { name: target.listingName })}
      actions={
        <>
          <EmailLinkButton
            endpoint="/api/owner/confirm"
            token={token}
            label={t("confirm")}
            testId="confirm-owner-facts"
          />
          <DashboardAction />
        </>
      }
    >
      <p>
        {t.rich("ask", {
          email: () => <span className="font-medium text-slate-900">{target.maskedEmail}</span>,
        })}
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
