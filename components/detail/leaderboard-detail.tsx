import { Icon } from "@/components/ui/icon";
import { TrackClick } from "@/components/analytics/track-click";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { FactsBlock } from "@/components/facts/facts-block";
import { RelatedListings } from "@/components/related/related-listings";
import { OutboundLink } from "@/components/listing/outbound-link";
import { buttonVariants } from "@/components/ui/button";
import { safeHttpUrl } from "@/lib/safe-url";
import { aboutText, categoryLabel, formatMoneyText } from "./detail-format";
import type { DetailData } from "@/server/public/listings/detail-page";
import { DetailHeader } from "./detail-header";
import { DetailLayout } from "./detail-layout";
import { backLinkOf } from "@/lib/directory/detail-routes";
import { DetailSection } from "./detail-section";
import { DetailStructuredData } from "./detail-structured-data";
import { FeaturedReview } from "./featured-review";
import { InfoList, presentRows, type InfoRow } from "./info-list";
import { MemberReviews } from "./member-reviews";
import { SocialLinks, socialLinksOf, type SocialNetwork } from "./social-links";
import { TagList, hasItems } from "./tag-list";

const FOLLOW_NETWORKS: readonly SocialNetwork[] = ["instagram", "facebook", "twitter", "linkedin", "youtube"];

/** docs/product.md, Admin: screens leaderboard detail: header card, About, Metrics, Prize & Entry, Details, Featured Review; sidebar. */
export function LeaderboardDetail({ listing, reviews, ownerVerifiedAt }: DetailData) {
  const currency = listing.currency?.trim() || "EUR";
  const about = aboutText(listing);
  const category = categoryLabel(listing.kind, listing.category);
  const participants = listing.participants === null ? null : listing.participants.toLocaleString("en-US");
  const prizePool = formatMoneyText(listing.prizePool, currency);
  const entryFee = formatMoneyText(listing.entryFee, currency);
  const website = safeHttpUrl(listing.website);
  const status = listing.active ? "Active" : "Inactive";
  const back = backLinkOf(listing.kind);

  const prizeRows: InfoRow[] = [
    { label: "Prize Pool", value: prizePool },
    { label: "Entry Fee", value: entryFee },
  ];
  const detailRows: InfoRow[] = [
    { label: "Category", value: category },
    { label: "Type", value: listing.leaderboardType },
    { label: "Platform", value: listing.platform },
    { label: "Updates", value: listing.updateFrequency },
    { label: "Participants", value: participants },
    { label: "Region", value: listing.region },
  ];
  const statRows: InfoRow[] = [
    { label: "Participants", value: participants },
    { label: "Category", value: category },
    { label: "Type", value: listing.leaderboardType },
    { label: "Updates", value: listing.updateFrequency },
    { label: "Status", value: status },
  ];

  return (
    <>
      <DetailStructuredData listing={listing} reviews={reviews} />
      <TrackPageView category={listing.kind} label={listing.slug} />
      <DetailLayout
        listing={listing}
        backHref={back.href}
        backLabel="Back to Leaderboards"
        header={
          <DetailHeader
            listing={listing}
            ownerVerifiedAt={ownerVerifiedAt}
            kindLabel="Leaderboard"
            preferImage
            facts={[
              { icon: "tag", label: "Category", text: category },
              { icon: "trophy", label: "Type", text: listing.leaderboardType },
              { icon: "globe-2", label: "Region", text: listing.region },
            ]}
            badges={[
              listing.featured && { label: "Featured", icon: "sparkles" },
              listing.verified && { label: "Verified", icon: "badge-check" },
              listing.active && { label: "Active", icon: "circle-check" },
              Boolean(listing.platform?.trim()) && { label: listing.platform?.trim() ?? "", variant: "outline" },
            ]}
            cta={{ label: "Join Competition", href: listing.website }}
          >
            {participants ? (
              <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700" data-testid="participants">
                <Icon name="users" className="size-4 text-brand-700" aria-hidden="true" />
                {participants} participants
              </p>
            ) : null}
          </DetailHeader>
        }
        sidebar={
          <>
            {website || entryFee || prizePool ? (
              <DetailSection title="Join Competition" icon={"trophy"} testId="join-competition">
                {website ? (
                  <TrackClick action="visit_website" category={listing.kind} label={listing.slug}>
                    <OutboundLink
                      href={website}
                      verified={listing.verified}
                      className={buttonVariants({ className: "w-full" })}
                    >
                      Join Now
                      <Icon name="external-link" aria-hidden="true" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </OutboundLink>
                  </TrackClick>
                ) : null}
                <div className={website ? "mt-4" : undefined}>
                  <InfoList
                    rows={[
                      { label: "Entry Fee", value: entryFee },
                      { label: "Prize Pool", value: prizePool },
                    ]}
                  />
                </div>
              </DetailSection>
            ) : null}
            <DetailSection title="Quick Stats" icon={"bar-chart-3"} testId="quick-stats">
              <InfoList rows={statRows} />
            </DetailSection>
            {socialLinksOf(listing, FOLLOW_NETWORKS).length ? (
              <DetailSection title="Follow Competition" icon={"share-2"} testId="social-links">
                <SocialLinks
                  urls={listing}
                  networks={FOLLOW_NETWORKS}
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
          <DetailSection title="About" icon={"info"} testId="about">
            <p className="leading-relaxed whitespace-pre-line">{about}</p>
          </DetailSection>
        ) : null}
        {hasItems(listing.metrics) ? (
          <DetailSection title="Competition Metrics" icon={"activity"} testId="metrics">
            <TagList items={listing.metrics} label="Competition metrics" />
          </DetailSection>
        ) : null}
        {presentRows(prizeRows).length ? (
          <DetailSection title="Prize & Entry Information" icon={"trophy"} testId="prize-entry">
            <InfoList rows={prizeRows} />
          </DetailSection>
        ) : null}
        {presentRows(detailRows).length ? (
          <DetailSection title="Competition Details" icon={"list-checks"} testId="competition-details">
            <InfoList rows={detailRows} />
          </DetailSection>
        ) : null}
        <FeaturedReview review={listing.featuredReview} source={listing.reviewSource} />
        <MemberReviews listing={listing} reviews={reviews} />
      </DetailLayout>
    </>
  );
}
