import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { EmailLinkButton } from "@/components/email/email-link-button";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";
import { hrefIn } from "@/lib/i18n/links";

type SavedSearchLinkAction = "confirm" | "pause" | "unsubscribe";
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const DONE_STATUS = { confirm: "confirmed", pause: "paused", unsubscribe: "unsubscribed" } as const;

export async function savedSearchLinkTitle(action: SavedSearchLinkAction): Promise<string> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "status-pages.savedSearches" });
  return t(`${action}.meta`);
}

/**
 * Opening the link changes nothing (mail scanners open links): it asks, and the button POSTs, which comes back here
 * (the page's URL has no language prefix, so the 303 lands in the language the visitor chose).
 */
async function Outcome({ action, searchParams }: { action: SavedSearchLinkAction; searchParams: SearchParams }) {
  const [{ token, status }, locale] = await Promise.all([searchParams, getLocale()]);
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: "status-pages.savedSearches" }),
    getTranslations({ locale, namespace: "status-pages" }),
  ]);
  // These pages follow the visitor's chosen language (an emailed link's prefix chose it), and so do their links.
  const browse = (
    <Button asChild variant="outline">
      <Link href={hrefIn(locale, "/directory")}>{pages("browse")}</Link>
    </Button>
  );
  if (status === DONE_STATUS[action])
    return (
      <NewsletterStatusCard
        tone={action === "unsubscribe" ? "neutral" : "success"}
        title={t(`${action}.doneTitle`)}
        actions={browse}
      >
        <p>{t(`${action}.doneText`)}</p>
      </NewsletterStatusCard>
    );
  if (status === "invalid" || typeof token !== "string")
    return (
      <NewsletterStatusCard tone="error" title={pages("invalidTitle")} actions={browse}>
        <p>{t("invalidText")}</p>
      </NewsletterStatusCard>
    );
  return (
    <NewsletterStatusCard
      tone="neutral"
      title={t(`${action}.askTitle`)}
      actions={
        <EmailLinkButton
          endpoint={`/api/saved-searches/${action}`}
          token={token}
          label={t(`${action}.button`)}
          testId={`confirm-saved-search-${action}`}
        />
      }
    >
      <p>{t(`${action}.askText`)}</p>
    </NewsletterStatusCard>
  );
}

/** The page a saved search's confirm, pause or unsubscribe link opens. */
export function SavedSearchLinkPage({
  action,
  searchParams,
}: {
  action: SavedSearchLinkAction;
  searchParams: SearchParams;
}) {
  return (
    <NewsletterPageFrame>
      <Outcome action={action} searchParams={searchParams} />
    </NewsletterPageFrame>
  );
}
