import { getLocale, getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import {
  ConfirmAlertLink,
  InvalidAlertLink,
  ManageAlertsActions,
  alertDescription,
} from "@/components/alerts/alert-link-parts";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { findAlertLinkTarget } from "@/server/alerts/links";

type AlertLinkAction = "pause" | "unsubscribe";
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What differs between the two alert links: the status the POST redirects back with, and how its outcome reads. */
const ACTIONS = {
  pause: { doneStatus: "paused", doneTone: "success", buttonKey: "pause.meta" },
  unsubscribe: { doneStatus: "unsubscribed", doneTone: "neutral", buttonKey: "unsubscribe.button" },
} as const;

export async function alertLinkTitle(action: AlertLinkAction): Promise<string> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages.alerts" });
  return t(`${action}.meta`);
}

function Done({ action }: { action: AlertLinkAction }) {
  const t = useTranslations("status-pages.alerts");
  return (
    <NewsletterStatusCard
      tone={ACTIONS[action].doneTone}
      title={t(`${action}.doneTitle`)}
      actions={<ManageAlertsActions />}
    >
      <p>{t(`${action}.doneText`)}</p>
    </NewsletterStatusCard>
  );
}

/** Opening the link changes nothing: it asks, and the button POSTs to /api/alerts/<action>, which redirects back here. */
async function Outcome({ action, searchParams }: { action: AlertLinkAction; searchParams: SearchParams }) {
  const { token, status } = await searchParams;
  if (status === ACTIONS[action].doneStatus) return <Done action={action} />;
  if (status === "invalid" || typeof token !== "string") return <InvalidAlertLink />;
  const target = await findAlertLinkTarget(token, action);
  if (!target) return <InvalidAlertLink />;
  // A paused alert is already what the pause link asks for; an unsubscribe link still deletes it.
  if (action === "pause" && !target.active) return <Done action={action} />;
  const locale = await getLocale();
  const [t, what] = await Promise.all([
    getTranslations({ locale, namespace: "status-pages.alerts" }),
    alertDescription(target, locale),
  ]);
  return (
    <NewsletterStatusCard
      tone="neutral"
      title={t(`${action}.askTitle`)}
      actions={<ConfirmAlertLink action={action} token={token} label={t(ACTIONS[action].buttonKey)} />}
    >
      <p>
        {t.rich(`${action}.askText`, {
          email: target.maskedEmail,
          what,
          b: (text) => <span className="font-medium text-slate-900">{text}</span>,
        })}
      </p>
    </NewsletterStatusCard>
  );
}

/** The page an alert email's pause or unsubscribe link opens. */
export function AlertLinkPage({ action, searchParams }: { action: AlertLinkAction; searchParams: SearchParams }) {
  return (
    <NewsletterPageFrame>
      <Outcome action={action} searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
