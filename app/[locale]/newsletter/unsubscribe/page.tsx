import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import { connection } from "next/server";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { findUnsubscribeTarget } from "@/server/newsletter/queries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages" });
  return tokenLinkMetadata(t("newsletter.unsubscribe.meta"));
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function Unsubscribed() {
  const t = useTranslations("status-pages.newsletter.unsubscribe");
  return (
    <NewsletterStatusCard tone="neutral" title={t("doneTitle")}>
      <p>{t("doneText")}</p>
    </NewsletterStatusCard>
  );
}

function InvalidLink() {
  const t = useTranslations("status-pages");
  return (
    <NewsletterStatusCard tone="error" title={t("invalidTitle")}>
      <p>{t("newsletter.unsubscribe.invalidText")}</p>
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
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages.newsletter.unsubscribe" });
  return (
    <NewsletterStatusCard
      tone="neutral"
      title={t("askTitle")}
      actions={
        <form method="post" action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}>
          <input type="hidden" name="from" value="page" />
          <Button type="submit" size="lg" data-testid="confirm-unsubscribe">
            {t("button")}
          </Button>
        </form>
      }
    >
      <p>
        {t.rich("askText", {
          email: target.maskedEmail,
          b: (text) => <span className="font-medium text-slate-900">{text}</span>,
        })}
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
