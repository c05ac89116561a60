import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages" });
  return tokenLinkMetadata(t("alerts.unsubscribe.meta"));
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function Unsubscribed() {
  const t = useTranslations("status-pages.alerts.unsubscribe");
  return (
    <NewsletterStatusCard tone="neutral" title={t("doneTitle")} actions={<ManageAlertsActions />}>
      <p>{t("doneText")}</p>
    </NewsletterStatusCard>
  );
}

/** Opening the link changes nothing: it asks, and the button POSTs to /api/alerts/unsubscribe, which redirects back here. */
async function UnsubscribeOutcome({ searchParams }: { searchParams: SearchParams }) {
  const { token, status } = await searchParams;
  if (status === "unsubscribed") return <Unsubscribed />;
  if (status === "invalid" || typeof token !== "string") return <InvalidAlertLink />;
  const target = await findAlertLinkTarget(token, "unsubscribe");
  if (!target) return <InvalidAlertLink />;
  const locale = await getLocale();
  const [t, what] = await Promise.all([
    getTranslations({ locale, namespace: "status-pages.alerts.unsubscribe" }),
    alertDescription(target, locale),
  ]);
  return (
    <NewsletterStatusCard
      tone="neutral"
      title={t("askTitle")}
      actions={<ConfirmAlertLink action="unsubscribe" token={token} label={t("button")} />}
    >
      <p>
        {t.rich("askText", {
          email: target.maskedEmail,
          what,
          b: (text) => <span className="font-medium text-slate-900">{text}</span>,
        })}
      </p>
    </NewsletterStatusCard>
  );
}

// It takes a secret token: rendered per request (with a CSP nonce), never prerendered or cached.
export const instant = false;

export default async function AlertUnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return (
    <NewsletterPageFrame>
      <UnsubscribeOutcome searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
