import { formatDate } from "@/components/detail/detail-format";
import { hostOf } from "@/lib/listings/fact-format";
import type { FactVerifier } from "@/lib/listings/fact-values";
import { isVerificationStale } from "@/lib/listings/facts";

const BY: Record<FactVerifier, string> = {
  admin: "our team",
  owner: "the owner",
  import: "our team, from an imported data set",
};

export type VerifiedLineProps = {
  listing: { lastVerifiedAt: Date | string | null; verifiedBy: FactVerifier | null; sourceUrls: string[] };
  /** The day the page was rendered (ISO), which decides whether the facts may be out of date. */
  today: string;
};

/** "Information verified {date} by {who}", or "Not yet verified", with the sources and a quiet note when stale. */
export function VerifiedLine({ listing, today }: VerifiedLineProps) {
  const verified = listing.lastVerifiedAt;
  const stale = isVerificationStale(verified, new Date(today));
  return (
    <div className="verified-line" data-testid="verified-line">
      <p>
        {verified ? (
          <>
            Information verified <time dateTime={new Date(verified).toISOString()}>{formatDate(verified)}</time> by{" "}
            {BY[listing.verifiedBy ?? "admin"]}.
          </>
        ) : (
          "Not yet verified."
        )}
        {stale ? (
          <span className="verified-stale" data-testid="verified-stale">
            {" "}
            It may be out of date.
          </span>
        ) : null}
      </p>
      {listing.sourceUrls.length ? (
        <p>
          {listing.sourceUrls.length === 1 ? "Source: " : "Sources: "}
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
