import type { ReactNode } from "react";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { FactsBlock } from "@/components/facts/facts-block";
import { RelatedListings } from "@/components/related/related-listings";
import { KIND_LABELS } from "@/lib/directory/kinds";
import { aboutText, categoryLabel, formatDate, placeLabel } from "./detail-format";
import type { DetailData } from "@/server/public/listings/detail-page";
import { DetailHeader } from "./detail-header";
import { DetailLayout } from "./detail-layout";
import { backLinkOf } from "@/lib/directory/detail-routes";
import { DetailSection } from "./detail-section";
import { DetailStructuredData } from "./detail-structured-data";
import { ContactCard } from "./contact-card";
import { LocationCard } from "./location-card";
import { FeaturedReview } from "./featured-review";
import { InfoList, presentRows, type InfoRow } from "./info-list";
import { kindContent } from "./kind-content";
import { MemberReviews } from "./member-reviews";
import { SocialLinks, socialLinksOf } from "./social-links";
import { TagList, hasItems } from "./tag-list";

type StandardDetailProps = DetailData & {
  /** Extra main-column block, e.g. the brand story timeline. */ story?: ReactNode;
};

/** The detail screen of clinics, labs, wearables, supplements, practitioners and the brand screen's kinds. */
export function StandardDetail({ listing, reviews, ownerVerifiedAt, story }: StandardDetailProps) {
  const content = kindContent(listing);
  const about = aboutText(listing);
  const place = placeLabel(listing);
  const category = categoryLabel(listing.kind, listing.category);
  const back = backLinkOf(listing.kind);
  const kindLabels = new Set(presentRows(content.details).map((row) => row.label));
  const listingRows: InfoRow[] = [
    // Category is shown once: in the kind's own details card when that card has it.
    { label: "Category", value: kindLabels.has("Category") ? null : category },
    { label: "Region", value: listing.region },
    { label: "Country", value: listing.country },
    { label: "Location", value: listing.location && listing.location !== place ? listing.location : null },
    // When it was first published in this directory: never the date a curated listing was seeded.
    { label: "First published here", value: formatDate(listing.firstPublishedAt) },
    { label: "Status", value: listing.verified ? "Verified" : null },
  ];
  const hasSocial = socialLinksOf(listing).length > 0;

  return (
    <>
      <DetailStructuredData listing={listing} reviews={reviews} />
      <TrackPageView category={listing.kind} label={listing.slug} />
      <DetailLayout
        listing={listing}
        backHref={back.href}
        backLabel={back.label}
        header={
          <DetailHeader
            listing={listing}
            ownerVerifiedAt={ownerVerifiedAt}
            kindLabel={KIND_LABELS[listing.kind]}
            subtitle={content.subtitle}
            facts={[
              { icon: "map-pin", label: "Location", text: place },
              {
                icon: "globe-2",
                label: "Region",
                text: listing.region && listing.region !== place ? listing.region : null,
              },
              { icon: "tag", label: "Category", text: category },
            ]}
            badges={[
              listing.featured && { label: "Featured", icon: "sparkles" },
              listing.verified && { label: "Verified", icon: "badge-check" },
              listing.sponsored && { label: "Sponsored", variant: "sponsored" },
            ]}
            cta={{ label: "Visit Website", href: listing.website }}
          >
            {content.headline ? (
              <p className="text-xl font-semibold text-slate-900" data-testid="headline-price">
                {content.headline}
              </p>
            ) : null}
          </DetailHeader>
        }
        sidebar={
          <>
            {presentRows(content.details).length ? (
              <DetailSection title={content.detailsTitle} icon={"list-checks"} testId="kind-details">
                <InfoList rows={content.details} />
              </DetailSection>
            ) : null}
            {presentRows(listingRows).length ? (
              <DetailSection title="This listing" icon={"info"} testId="listing-info">
                <InfoList rows={listingRows} />
              </DetailSection>
            ) : null}
            <ContactCard listing={listing} />
            <LocationCard listing={listing} />
            {hasSocial ? (
              <DetailSection title="Follow" icon={"share-2"} testId="social-links">
                <SocialLinks
                  urls={listing}
                  verified={listing.verified}
                  name={listing.name}
                  trackCategory={listing.kind}
                  trackLabel={listing.slug}
                />
              </DetailSection>
            ) : null}
            <RelatedListings listing={listing} />
          </>
        }
      >
        <FactsBlock listing={listing} />
        {about ? (
          <DetailSection title="About" testId="about">
            <p className="leading-relaxed whitespace-pre-line">{about}</p>
          </DetailSection>
        ) : null}
        {story}
        {content.tagSections
          .filter((section) => hasItems(section.items))
          .map((section) => (
            <DetailSection key={section.testId} title={section.title} icon={section.icon} testId={section.testId}>
              <TagList items={section.items} options={section.options} label={section.title} />
            </DetailSection>
          ))}
        <FeaturedReview review={listing.featuredReview} source={listing.reviewSource} />
        <MemberReviews listing={listing} reviews={reviews} />
      </DetailLayout>
    </>
  );
}
