import Link from "next/link";
import { useTranslations } from "next-intl";
import { ReportProblem } from "@/components/reports/report-problem";
import type { ListingKind } from "@/lib/directory/kinds";
import { DetailSection } from "./detail-section";

/**
 * The end of every detail page: the claim link for the business itself, and "Report a problem" for anyone. The same
 * for every visitor (the page is cached); the report form is a client island loaded when it is opened.
 */
export function ListingActions({
  listing,
}: {
  listing: { id: string; kind: ListingKind; slug: string; name: string };
}) {
  const t = useTranslations("claim.actions");
  return (
    <DetailSection title={t("title")} icon="info" testId="listing-actions">
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        <p>
          {t.rich("claim", {
            name: listing.name,
            link: (text) => (
              <Link
                href={`/claim/${listing.kind}/${encodeURIComponent(listing.slug)}`}
                prefetch={false}
                className="text-link"
                data-testid="claim-link"
              >
                {text}
              </Link>
            ),
          })}
        </p>
        <ReportProblem listingId={listing.id} listingName={listing.name} />
      </div>
    </DetailSection>
  );
}
