import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { ReactNode } from "react";
import { formatDate } from "@/lib/listings/detail-format";
import { IntlIsland } from "@/components/i18n/intl-island";
import { LoggedOutRedirect } from "@/components/member/logged-out-redirect";
import { OwnedListingNav } from "@/components/owner/owned-listing-nav";
import { OwnerBadge } from "@/components/owner/owner-badge";
import { OwnerFigures } from "@/components/owner/owner-figures";
import { OwnerListingEditor } from "@/components/owner/owner-listing-editor";
import { OwnerPageFrame } from "@/components/owner/owner-page-frame";
import { OwnerProposals } from "@/components/owner/owner-proposals";
import { OwnerReviews } from "@/components/owner/owner-reviews";
import { ReviewInvitations } from "@/components/owner/review-invitations";
import { Button } from "@/components/ui/button";
import { DEFAULT_ANALYTICS_PERIOD } from "@/lib/analytics/period";
import { NOINDEX } from "@/lib/seo/metadata";
import { currentMember } from "@/server/auth/member/current-member";
import { getOwnerFigures } from "@/server/analytics/owner-figures";
import { getOwnerListing, listOwnedListings, listOwnerReviews } from "@/server/listings/read/owner-queries";
import { pendingProposals } from "@/server/verifier";
import { biomarkerCatalogue } from "@/server/biomarkers";
import { ownerBilling } from "@/server/payments";
import { SponsorshipPanel } from "@/components/owner/sponsorship-panel";
import { ApiKeysPanel } from "@/components/api-keys/api-keys-panel";
import { listApiKeys } from "@/server/api";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("owner.dashboard"))("title"), robots: NOINDEX };
}

// An owner's own listings and figures: rendered per request (with a CSP nonce), never cached.
export const instant = false;

type OwnerPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

async function NoListings({ locale }: { locale: Locale }) {
  const t = await getTranslations("owner.dashboard");
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6" data-testid="owner-empty">
      <p className="text-slate-700">{t("empty")}</p>
      <div>
        <Button asChild variant="outline">
          <Link href={localePath(locale, "/directory")}>{t("browse")}</Link>
        </Button>
      </div>
    </div>
  );
}

export default async function OwnerPage({ searchParams }: OwnerPageProps) {
  await connection();
  const locale = await getLocale();
  const session = await currentMember();
  const { listing: asked } = await searchParams;
  if (!session) return <LoggedOutRedirect returnTo="/owner" />;
  const [listings, t, badges] = await Promise.all([
    listOwnedListings(session.user.id),
    getTranslations("owner.dashboard"),
    getTranslations("badges"),
  ]);
  const frame = { title: t("title"), description: t("description") };
  if (!listings.length)
    return (
      <OwnerPageFrame {...frame} wide>
        <NoListings locale={locale} />
      </OwnerPageFrame>
    );
  // Another listing's id is a 404, like any listing the member does not own.
  const chosen = typeof asked === "string" ? listings.find((listing) => listing.id === asked) : listings[0];
  if (!chosen) notFound();
  const [view, figures, reviews, proposed, billing, payments, apiKeys, developers] = await Promise.all([
    getOwnerListing(session.user.id, chosen.id),
    getOwnerFigures(chosen, DEFAULT_ANALYTICS_PERIOD),
    listOwnerReviews(chosen.id),
    pendingProposals({ ownerUserId: session.user.id, listingId: chosen.id }),
    ownerBilling(session.user.id, chosen.id),
    getTranslations("payments.owner"),
    listApiKeys({ userId: session.user.id }),
    getTranslations("developers.apiKeys"),
  ]);
  if (!view) notFound();
  return (
    <OwnerPageFrame {...frame} wide>
      <div className="flex flex-col gap-6">
        <OwnedListingNav listings={listings} current={chosen.id} />
        <div className="flex flex-wrap items-baseline justify-between gap-3" data-testid="owner-listing-heading">
          <div>
            <p className="text-2xl font-semibold text-slate-900">{chosen.name}</p>
            <p className="text-sm text-slate-600">
              {t("ownerSince", { date: formatDate(locale, chosen.ownerSince) ?? "" })}
              {chosen.published ? "" : ` · ${t("unpublished")}`}
            </p>
          </div>
          {chosen.published ? (
            <Link href={chosen.path} prefetch={false} className="text-link text-sm" data-testid="owner-public-link">
              {t("publicLink")}
            </Link>
          ) : null}
        </div>
        {chosen.openReports.length ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="owner-open-reports">
            {t("openReports", {
              reports: chosen.openReports
                .map((report) => `${t(`reasons.${report.reason}`)} (${report.count})`)
                .join("; "),
            })}
          </p>
        ) : null}
        <IntlIsland
          namespaces={[
            "owner",
            "listing-editor",
            "listing",
            "analytics.dashboard",
            "analytics.charts",
            "listing-translations",
            "facts",
            "developers.apiKeys",
            ...(billing ? (["payments"] as const) : []),
          ]}
        >
          <Section id="owner-figures-heading" title={t("figuresHeading")}>
            <OwnerFigures listingId={chosen.id} initial={figures} />
          </Section>
          <Section id="owner-proposals-heading" title={t("proposalsHeading")}>
            <OwnerProposals key={chosen.id} listingId={chosen.id} proposals={proposed[0]?.proposals ?? []} />
          </Section>
          <Section id="owner-editor-heading" title={t("editorHeading")}>
            <OwnerListingEditor
              key={view.listing.id}
              initial={view.listing}
              pending={view.pending}
              held={view.held}
              biomarkers={view.listing.kind === "lab" ? await biomarkerCatalogue() : undefined}
            />
          </Section>
          <Section id="owner-reviews-heading" title={t("reviewsHeading")}>
            <OwnerReviews key={chosen.id} reviews={reviews} />
          </Section>
          {billing && (chosen.published || billing.sponsorship) ? (
            <Section id="owner-sponsorship-heading" title={payments("heading")}>
              <SponsorshipPanel key={chosen.id} listingId={chosen.id} {...billing} />
            </Section>
          ) : null}
          {chosen.published ? (
            <Section id="owner-invitations-heading" title={t("invitationsHeading")}>
              <ReviewInvitations key={chosen.id} listingId={chosen.id} />
            </Section>
          ) : null}
          {chosen.published ? (
            <Section id="owner-badge-heading" title={badges("heading")}>
              <OwnerBadge listing={chosen} />
            </Section>
          ) : null}
          <Section id="owner-api-keys-heading" title={developers("heading")}>
            <ApiKeysPanel endpoint="/api/owner/api-keys" initial={apiKeys} />
          </Section>
        </IntlIsland>
      </div>
    </OwnerPageFrame>
  );
}
