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
  return tokenLinkMetadata(t("alerts.pause.meta"));
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function Paused() {
  const t = useTranslations("status-pages.alerts.pause");
  return (
    <NewsletterStatusCard tone="success" title={t("doneTitle")} actions={<ManageAlertsActions />}>
      <p>{t("doneText")}</p>
    </NewsletterStatusCard>
  );
}

/** Opening the link changes nothing: it asks, and the button POSTs to /api/alerts/pause, which redirects back here. */
async function PauseOutcome({ searchParams }: { searchParams: SearchParams }) {
  const { token, status } = await searchParams;
  if (status === "paused") return <Paused />;
  if (status === "invalid" || typeof token !== "string") return <InvalidAlertLink />;
  const target = await findAlertLinkTarget(token, "pause");
  if (!target) return <InvalidAlertLink />;
  if (!target.active) return <Paused />;
  const locale = await getLocale();
  const [t, what] = await Promise.all([
    getTranslations({ locale, namespace: "status-pages.alerts.pause" }),
    alertDescription(target, locale),
  ]);
  return (
    <NewsletterStatusCard
      tone="neutral"
      title={t("askTitle")}
      actions={<ConfirmAlertLink action="pause" token={token} label={t("meta")} />}
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

export default async function AlertPausePage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return (
    <NewsletterPageFrame>
      <PauseOutcome searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
