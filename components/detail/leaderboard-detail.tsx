import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { TrackClick } from "@/components/analytics/track-click";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { FactsBlock } from "@/components/facts/facts-block";
import { RelatedListings } from "@/components/related/related-listings";
import { OutboundLink } from "@/components/listing/outbound-link";
import { buttonVariants } from "@/components/ui/button";
import { safeHttpUrl } from "@/lib/safe-url";
import { aboutText, categoryLabel, formatMoneyText } from "./detail-format";
import type { ShownDetail } from "@/server/public/listings/detail-page";
import { localePath } from "@/lib/i18n/locales";
import { formatNumber } from "@/lib/i18n/format";
import { detailCopy } from "./detail-copy";
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

/** Leaderboard detail: header card, About, Metrics, Prize & Entry, Details, Featured Review; sidebar. */
export async function LeaderboardDetail({ listing, reviews, ownerVerifiedAt }: ShownDetail) {
  const { locale, t, options, kinds } = await detailCopy();
  const currency = listing.currency?.trim() || "EUR";
  const about = aboutText(listing);
  const category = categoryLabel(options, listing.kind, listing.category);
  const participants = listing.participants === null ? null : formatNumber(locale, listing.participants);
  const prizePool = formatMoneyText(locale, listing.prizePool, currency, t("values.free"));
  const entryFee = formatMoneyText(locale, listing.entryFee, currency, t("values.free"));
  const website = safeHttpUrl(listing.website);
  const status = listing.active ? t("values.active") : t("values.inactive");
  const back = backLinkOf(listing.kind);

  const prizeRows: InfoRow[] = [
    { label: t("labels.prizePool"), value: prizePool },
    { label: t("labels.entryFee"), value: entryFee },
  ];
  const detailRows: InfoRow[] = [
    { label: t("labels.category"), value: category },
    { label: t("labels.type"), value: listing.leaderboardType },
    { label: t("labels.platform"), value: listing.platform },
    { label: t("labels.updates"), value: listing.updateFrequency },
    { label: t("labels.participants"), value: participants },
    { label: t("labels.region"), value: listing.region },
  ];
  const statRows: InfoRow[] = [
    { label: t("labels.participants"), value: participants },
    { label: t("labels.category"), value: category },
    { label: t("labels.type"), value: listing.leaderboardType },
    { label: t("labels.updates"), value: listing.updateFrequency },
    { label: t("labels.status"), value: status },
  ];

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
            preferImage
            facts={[
              { icon: "tag", label: t("labels.category"), text: category },
              { icon: "trophy", label: t("labels.type"), text: listing.leaderboardType },
              { icon: "globe-2", label: t("labels.region"), text: listing.region },
            ]}
            badges={[
              listing.featured && { label: t("badges.featured"), icon: "sparkles" },
              listing.verified && { label: t("badges.verified"), icon: "badge-check" },
              listing.active && { label: t("badges.active"), icon: "circle-check" },
              Boolean(listing.platform?.trim()) && { label: listing.platform?.trim() ?? "", variant: "outline" },
            ]}
            cta={{ label: t("cta.joinCompetition"), href: listing.website }}
          >
            {participants ? (
              <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700" data-testid="participants">
                <Icon name="users" className="size-4 text-brand-700" aria-hidden="true" />
                {t("values.participants", { count: listing.participants ?? 0 })}
              </p>
            ) : null}
          </DetailHeader>
        }
        sidebar={
          <>
            {website || entryFee || prizePool ? (
              <DetailSection title={t("sections.joinCompetition")} icon={"trophy"} testId="join-competition">
                {website ? (
                  <TrackClick action="visit_website" category={listing.kind} label={listing.slug}>
                    <OutboundLink
                      href={website}
                      verified={listing.verified}
                      className={buttonVariants({ className: "w-full" })}
                    >
                      {t("cta.joinNow")}
                      <Icon name="external-link" aria-hidden="true" />
                      <span className="sr-only"> {t("cta.newTab")}</span>
                    </OutboundLink>
                  </TrackClick>
                ) : null}
                <div className={website ? "mt-4" : undefined}>
                  <InfoList
                    rows={[
                      { label: t("labels.entryFee"), value: entryFee },
                      { label: t("labels.prizePool"), value: prizePool },
                    ]}
                  />
                </div>
              </DetailSection>
            ) : null}
            <DetailSection title={t("sections.quickStats")} icon={"bar-chart-3"} testId="quick-stats">
              <InfoList rows={statRows} />
            </DetailSection>
            {socialLinksOf(listing, FOLLOW_NETWORKS).length ? (
              <DetailSection title={t("sections.followCompetition")} icon={"share-2"} testId="social-links">
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
          <DetailSection title={t("sections.about")} icon={"info"} testId="about">
            <p className="leading-relaxed whitespace-pre-line" lang={listing.textLocale}>
              {about}
            </p>
          </DetailSection>
        ) : null}
        {hasItems(listing.metrics) ? (
          <DetailSection title={t("sections.metrics")} icon={"activity"} testId="metrics">
            <TagList items={listing.metrics} label={t("sections.metrics")} lang={listing.contentLocale} />
          </DetailSection>
        ) : null}
        {presentRows(prizeRows).length ? (
          <DetailSection title={t("sections.prizeEntry")} icon={"trophy"} testId="prize-entry">
            <InfoList rows={prizeRows} />
          </DetailSection>
        ) : null}
        {presentRows(detailRows).length ? (
          <DetailSection title={t("sections.competitionDetails")} icon={"list-checks"} testId="competition-details">
            <InfoList rows={detailRows} />
          </DetailSection>
        ) : null}
        <FeaturedReview review={listing.featuredReview} source={listing.reviewSource} />
        <MemberReviews listing={listing} reviews={reviews} />
      </DetailLayout>
    </>
  );
}
