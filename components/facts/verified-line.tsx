import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/i18n/format";
import { hostOf } from "@/lib/listings/fact-format";
import type { FactVerifier } from "@/lib/listings/fact-values";
import { isVerificationStale } from "@/lib/listings/facts";

type WebsiteCheck = { lastCheckedAt: Date | string; outcome: string; failingSince: Date | string | null };

export type VerifiedLineProps = {
  listing: {
    lastVerifiedAt: Date | string | null;
    verifiedBy: FactVerifier | null;
    sourceUrls: string[];
    websiteCheck?: WebsiteCheck | null;
  };
  /** The day the page was rendered (ISO), which decides whether the facts may be out of date. */
  today: string;
};

const WEBSITE_OUTCOMES = new Set([
  "reachable",
  "not_modified",
  "could_not_check",
  "unreachable",
  "moved",
  "parked",
  "robots_refused",
]);
/** A site failing this long is flagged to visitors. */
const FLAG_UNREACHABLE_AFTER_MS = 14 * 86_400_000;

/** "Website checked {date}: reachable" (or what the verifier found), and a flag when it has failed for 14 days. */
function WebsiteCheckLine({ check, today }: { check: WebsiteCheck; today: string }) {
  const locale = useLocale();
  const t = useTranslations("facts.websiteCheck");
  const outcome = WEBSITE_OUTCOMES.has(check.outcome) ? check.outcome : "could_not_check";
  const failingFor = check.failingSince ? new Date(today).getTime() - new Date(check.failingSince).getTime() : 0;
  return (
    <p data-testid="website-check" data-outcome={outcome}>
      {t.rich("line", {
        date: formatDate(locale, check.lastCheckedAt),
        outcome,
        time: (date) => <time dateTime={new Date(check.lastCheckedAt).toISOString()}>{date}</time>,
      })}
      {failingFor >= FLAG_UNREACHABLE_AFTER_MS ? (
        <strong className="verified-stale" data-testid="website-unreachable">
          {" "}
          {t("unreachableFlag", { date: formatDate(locale, check.failingSince!) })}
        </strong>
      ) : null}
    </p>
  );
}

/** "Information verified {date} by {who}", or "Not yet verified", with the sources and a quiet note when stale. */
export function VerifiedLine({ listing, today }: VerifiedLineProps) {
  const locale = useLocale();
  const t = useTranslations("facts.verified");
  const verified = listing.lastVerifiedAt;
  const stale = isVerificationStale(verified, new Date(today));
  return (
    <div className="verified-line" data-testid="verified-line">
      <p>
        {verified
          ? t.rich("line", {
              date: formatDate(locale, verified),
              who: listing.verifiedBy ?? "admin",
              time: (date) => <time dateTime={new Date(verified).toISOString()}>{date}</time>,
            })
          : t("never")}
        {stale ? (
          <span className="verified-stale" data-testid="verified-stale">
            {" "}
            {t("stale")}
          </span>
        ) : null}
      </p>
      {listing.websiteCheck ? <WebsiteCheckLine check={listing.websiteCheck} today={today} /> : null}
      {listing.sourceUrls.length ? (
        <p>
          {t("sources", { count: listing.sourceUrls.length })}{" "}
          {listing.sourceUrls.map((url, index) => (
            <span key={url}>
              {index ? ", " : null}
              <a href={url} rel="nofollow noopener noreferrer" target="_blank">
                {hostOf(url)}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
