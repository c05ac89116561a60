import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { FactsBlock } from "@/components/facts/facts-block";
import { RelatedListings } from "@/components/related/related-listings";
import { aboutText, categoryLabel, formatDate, placeLabel } from "./detail-format";
import type { ShownDetail } from "@/server/public/listings/detail-page";
import { DetailHeader } from "./detail-header";
import { DetailLayout } from "./detail-layout";
import { backLinkOf } from "@/lib/directory/detail-routes";
import { DetailSection } from "./detail-section";
import { DetailStructuredData } from "./detail-structured-data";
import { ContactCard } from "./contact-card";
import { LocationCard } from "./location-card";
import { FeaturedReview } from "./featured-review";
import { InfoList, presentRows, type InfoRow } from "./info-list";
import { detailCopy } from "./detail-copy";
import { kindContent } from "./kind-content";
import { localePath } from "@/lib/i18n/locales";
import { MemberReviews } from "./member-reviews";
import { SocialLinks, socialLinksOf } from "./social-links";
import { TagList, hasItems } from "./tag-list";

type StandardDetailProps = ShownDetail & {
  /** Extra main-column block, e.g. the brand story timeline. */ story?: ReactNode;
};

/** The detail screen of clinics, labs, wearables, supplements, practitioners and the brand screen's kinds. */
export async function StandardDetail({ listing, reviews, ownerVerifiedAt, story }: StandardDetailProps) {
  const copy = await detailCopy();
  const { locale, t, kinds } = copy;
  const content = kindContent(listing, copy);
  const about = aboutText(listing);
  const place = placeLabel(listing);
  const category = categoryLabel(copy.options, listing.kind, listing.category);
  const back = backLinkOf(listing.kind);
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
  const hasSocial = socialLinksOf(listing).length > 0;

  return (
    <>
      <DetailStructuredData listing={listing} reviews={reviews} />
      <TrackPageView category={listing.kind} label={listing.slug} />
      <DetailLayout
        listing={listing}
        backHref={localePath(locale, back.href)}
        backLabel={t("back", { category: (await getTranslations("kinds.categories"))(back.category) })}
        header={
          <DetailHeader
            listing={listing}
            ownerVerifiedAt={ownerVerifiedAt}
            kindLabel={kinds(listing.kind)}
            subtitle={content.subtitle}
            facts={[
              { icon: "map-pin", label: t("labels.location"), text: place },
              {
                icon: "globe-2",
                label: t("labels.region"),
                text: listing.region && listing.region !== place ? listing.region : null,
              },
              { icon: "tag", label: t("labels.category"), text: category },
            ]}
            badges={[
              listing.featured && { label: t("badges.featured"), icon: "sparkles" },
              listing.verified && { label: t("badges.verified"), icon: "badge-check" },
              listing.sponsored && { label: t("badges.sponsored"), variant: "sponsored" },
            ]}
            cta={{ label: t("cta.visitWebsite"), href: listing.website }}
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
              <DetailSection title={t("sections.thisListing")} icon={"info"} testId="listing-info">
                <InfoList rows={listingRows} />
              </DetailSection>
            ) : null}
            <ContactCard listing={listing} />
            <LocationCard listing={listing} />
            {hasSocial ? (
              <DetailSection title={t("sections.follow")} icon={"share-2"} testId="social-links">
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
          <DetailSection title={t("sections.about")} testId="about">
            <p className="leading-relaxed whitespace-pre-line" lang={listing.textLocale}>
              {about}
            </p>
          </DetailSection>
        ) : null}
        {story}
        {content.tagSections
          .filter((section) => hasItems(section.items))
          .map((section) => (
            <DetailSection key={section.testId} title={section.title} icon={section.icon} testId={section.testId}>
              <TagList
                items={section.items}
                options={section.options}
                label={section.title}
                lang={listing.contentLocale}
              />
            </DetailSection>
          ))}
        <FeaturedReview review={listing.featuredReview} source={listing.reviewSource} />
        <MemberReviews listing={listing} reviews={reviews} />
      </DetailLayout>
    </>
  );
}
