import { Icon } from "@/components/ui/icon";
import { OutboundButton } from "./outbound-button";
import { safeHttpUrl } from "@/lib/safe-url";
import { categoryLabel, formatMoneyText } from "@/lib/listings/detail-format";
import type { ShownDetail } from "@/server/listings/read/detail-page";
import { formatNumber } from "@/lib/i18n/format";
import { detailCopy } from "./detail-copy";
import { DetailCards } from "./detail-cards";
import { DetailPage } from "./detail-page";
import { DetailSection } from "./detail-section";
import { InfoList, InfoSection, type InfoRow } from "./info-list";
import { FollowSection, type SocialNetwork } from "./social-links";

const FOLLOW_NETWORKS: readonly SocialNetwork[] = ["instagram", "facebook", "twitter", "linkedin", "youtube"];

/** Leaderboard detail: header card, About, Metrics, Prize & Entry, Details, Featured Review; sidebar. */
export async function LeaderboardDetail(detail: ShownDetail) {
  const { listing } = detail;
  const { locale, t, options } = await detailCopy();
  const currency = listing.currency?.trim() || "EUR";
  const category = categoryLabel(options, listing.kind, listing.category);
  const participants = listing.participants === null ? null : formatNumber(locale, listing.participants);
  const prizePool = formatMoneyText(locale, listing.prizePool, currency, t("values.free"));
  const entryFee = formatMoneyText(locale, listing.entryFee, currency, t("values.free"));
  const website = safeHttpUrl(listing.website);
  const status = listing.active ? t("values.active") : t("values.inactive");

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
    <DetailPage
      {...detail}
      header={{
        preferImage: true,
        facts: [
          { icon: "tag", label: t("labels.category"), text: category },
          { icon: "trophy", label: t("labels.type"), text: listing.leaderboardType },
          { icon: "globe-2", label: t("labels.region"), text: listing.region },
        ],
        badges: [
          listing.active && { label: t("badges.active"), icon: "circle-check" },
          Boolean(listing.platform?.trim()) && { label: listing.platform?.trim() ?? "", variant: "outline" },
        ],
        cta: { label: t("cta.joinCompetition"), href: listing.website },
        children: participants ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700" data-testid="participants">
            <Icon name="users" className="size-4 text-brand-700" aria-hidden="true" />
            {t("values.participants", { count: listing.participants ?? 0 })}
          </p>
        ) : null,
      }}
      aboutIcon="info"
      sidebar={
        <>
          {website || entryFee || prizePool ? (
            <DetailSection title={t("sections.joinCompetition")} icon={"trophy"} testId="join-competition">
              {website ? (
                <OutboundButton action="visit_website" listing={listing} href={website}>
                  {t("cta.joinNow")}
                  <Icon name="external-link" aria-hidden="true" />
                  <span className="sr-only"> {t("cta.newTab")}</span>
                </OutboundButton>
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
          <InfoSection title={t("sections.quickStats")} icon={"bar-chart-3"} testId="quick-stats" rows={statRows} />
          <FollowSection title={t("sections.followCompetition")} networks={FOLLOW_NETWORKS} listing={listing} />
        </>
      }
    >
      <DetailCards
        lang={listing.contentLocale}
        cards={[
          { title: t("sections.metrics"), icon: "activity", testId: "metrics", items: listing.metrics },
          { title: t("sections.prizeEntry"), icon: "trophy", testId: "prize-entry", rows: prizeRows },
          {
            title: t("sections.competitionDetails"),
            icon: "list-checks",
            testId: "competition-details",
            rows: detailRows,
          },
        ]}
      />
    </DetailPage>
  );
}
