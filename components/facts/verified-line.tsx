import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/i18n/format";
import { hostOf } from "@/lib/listings/fact-format";
import type { FactVerifier } from "@/lib/listings/fact-values";
import { isVerificationStale } from "@/lib/listings/facts";

export type VerifiedLineProps = {
  listing: { lastVerifiedAt: Date | string | null; verifiedBy: FactVerifier | null; sourceUrls: string[] };
  /** The day the page was rendered (ISO), which decides whether the facts may be out of date. */
  today: string;
};

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
