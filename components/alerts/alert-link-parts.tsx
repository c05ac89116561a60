import Link from "next/link";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { EmailLinkButton } from "@/components/email/email-link-button";
import { NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import type { SubscriptionCategory } from "@/lib/alerts/subscription-options";

/** 'clinics and labs in or near Berlin, Germany', in the page's language, for the confirmation pages of alert links. */
export async function alertDescription(
  { categories, placeName }: { categories: readonly SubscriptionCategory[]; placeName: string },
  locale: Locale,
): Promise<string> {
  const [t, names] = await Promise.all([
    getTranslations({ locale, namespace: "status-pages.alerts" }),
    getTranslations({ locale, namespace: "kinds.categories" }),
  ]);
  // Mid-sentence, category names are lower case, except in German, where nouns keep their capital.
  const words = categories.map((category) => (locale === "de" ? names(category) : names(category).toLowerCase()));
  const list = words.length ? new Intl.ListFormat(locale, { type: "conjunction" }).format(words) : t("listings");
  return t("near", { categories: list, place: placeName });
}

export function ManageAlertsActions() {
  const t = useTranslations("status-pages");
  return (
    <>
      <Button asChild>
        <Link href="/profile?tab=subscriptions">{t("alerts.manage")}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/directory">{t("browse")}</Link>
      </Button>
    </>
  );
}

export function InvalidAlertLink() {
  const t = useTranslations("status-pages");
  return (
    <NewsletterStatusCard tone="error" title={t("invalidTitle")}>
      <p>{t("alerts.invalidText")}</p>
    </NewsletterStatusCard>
  );
}

export function ConfirmAlertLink({
  action,
  token,
  label,
}: {
  action: "pause" | "unsubscribe";
  token: string;
  label: string;
}): ReactNode {
  return (
    <EmailLinkButton endpoint={`/api/alerts/${action}`} token={token} label={label} testId={`confirm-${action}`} />
  );
}
