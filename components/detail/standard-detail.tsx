import type { ReactNode } from "react";
import { categoryLabel, formatDate, placeLabel } from "@/lib/listings/detail-format";
import type { ShownDetail } from "@/server/listings/read/detail-page";
import { SupplementClaims } from "@/components/facts/supplement-claims";
import { DetailCards } from "./detail-cards";
import { DetailPage } from "./detail-page";
import { ContactCard } from "./contact-card";
import { LocationCard } from "./location-card";
import { InfoSection, presentRows, type InfoRow } from "./info-list";
import { detailCopy } from "./detail-copy";
import { kindContent } from "./kind-content";
import { FollowSection } from "./social-links";

type StandardDetailProps = ShownDetail & {
  /** Extra main-column block, e.g. the brand story timeline. */ story?: ReactNode;
};

/** The detail screen of clinics, labs, wearables, supplements, practitioners and the brand screen's kinds. */
export async function StandardDetail({ story, ...detail }: StandardDetailProps) {
  const { listing } = detail;
  const copy = await detailCopy();
  const { locale, t } = copy;
  const content = kindContent(listing, copy);
  const place = placeLabel(listing);
  const category = categoryLabel(copy.options, listing.kind, listing.category);
  const kindRows = new Set(presentRows(content.details).map((row) => row.id));
  const listingRows: InfoRow[] = [
    // Category is shown once: in the kind's own details card when that card has it.
    { label: t("labels.category"), value: kindRows.has("category") ? null : category },
    { label: t("labels.region"), value: listing.region },
    { label: t("labels.country"), value: listing.country },
    {
      label: t("labels.location"),
      value: listing.location && listing.location !== place ? listing.location : null,
    },
    // When it was first published in this directory: never the date a curated listing was seeded.
    { label: t("labels.firstPublished"), value: formatDate(locale, listing.firstPublishedAt) },
    { label: t("labels.status"), value: listing.verified ? t("values.verified") : null },
  ];

  return (
    <DetailPage
      {...detail}
      header={{
        subtitle: content.subtitle,
        facts: [
          { icon: "map-pin", label: t("labels.location"), text: place },
          {
            icon: "globe-2",
            label: t("labels.region"),
            text: listing.region && listing.region !== place ? listing.region : null,
          },
          { icon: "tag", label: t("labels.category"), text: category },
        ],
        cta: { label: t("cta.visitWebsite"), href: listing.website },
        children: content.headline ? (
          <p className="text-xl font-semibold text-slate-900" data-testid="headline-price">
            {content.headline}
          </p>
        ) : null,
      }}
      sidebar={
        <>
          <InfoSection title={content.detailsTitle} icon={"list-checks"} testId="kind-details" rows={content.details} />
          <InfoSection title={t("sections.thisListing")} icon={"info"} testId="listing-info" rows={listingRows} />
          <ContactCard listing={listing} />
          <LocationCard listing={listing} />
          <FollowSection title={t("sections.follow")} listing={listing} />
        </>
      }
    >
      {story}
      {listing.kind === "supplement" ? <SupplementClaims listing={listing} locale={locale} /> : null}
      <DetailCards cards={content.tagSections} lang={listing.contentLocale} />
    </DetailPage>
  );
}
