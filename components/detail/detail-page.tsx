import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { FactsBlock } from "@/components/facts/facts-block";
import { RelatedListings } from "@/components/related/related-listings";
import type { IconName } from "@/components/ui/icon-names";
import { backLinkOf } from "@/lib/directory/detail-routes";
import { localePath } from "@/lib/i18n/locales";
import type { ShownDetail } from "@/server/listings/read/detail-page";
import { aboutText } from "@/lib/listings/detail-format";
import { detailCopy } from "./detail-copy";
import { DetailHeader, type DetailHeaderProps } from "./detail-header";
import { DetailLayout } from "./detail-layout";
import { DetailSection } from "./detail-section";
import { DetailStructuredData } from "./detail-structured-data";
import { FeaturedReview } from "./featured-review";
import { getRatingSummary, getReviewPage } from "@/server/reviews/queries";
import { MemberReviews } from "./member-reviews";

type DetailPageProps = ShownDetail & {
  /** The header card's kind-specific parts: facts, badges, call to action, headline. */
  header: Omit<DetailHeaderProps, "listing" | "kindLabel" | "ownerVerifiedAt">;
  sidebar: ReactNode;
  aboutIcon?: IconName;
  /** The kind's own main-column blocks, between About and the reviews. */
  children: ReactNode;
};

/** What every kind's detail screen shares: back link, facts, About, reviews, related listings and tracking. */
export async function DetailPage({
  listing,
  reviews,
  ownerVerifiedAt,
  header,
  sidebar,
  aboutIcon,
  children,
}: DetailPageProps) {
  const [{ locale, t, kinds }, summary, listed] = await Promise.all([
    detailCopy(),
    getRatingSummary(listing.id),
    getReviewPage(listing.id, null),
  ]);
  const about = aboutText(listing);
  const back = backLinkOf(listing.kind);
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
            {...header}
          />
        }
        sidebar={
          <>
            {sidebar}
            <RelatedListings listing={listing} />
          </>
        }
      >
        <FactsBlock listing={listing} locale={locale} />
        {about ? (
          <DetailSection title={t("sections.about")} icon={aboutIcon} testId="about">
            <p className="leading-relaxed whitespace-pre-line" lang={listing.textLocale}>
              {about}
            </p>
          </DetailSection>
        ) : null}
        {children}
        <FeaturedReview review={listing.featuredReview} source={listing.reviewSource} />
        <MemberReviews listing={listing} page={listed} summary={summary} />
      </DetailLayout>
    </>
  );
}
