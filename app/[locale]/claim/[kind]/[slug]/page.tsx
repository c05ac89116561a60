import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";
import { LoggedOutRedirect } from "@/components/member/logged-out-redirect";
import { formatDate } from "@/lib/listings/detail-format";
import { IntlIsland } from "@/components/i18n/intl-island";
import { ClaimFlow } from "@/components/owner/claim-flow";
import { OwnerDashboardLink } from "@/components/owner/owner-dashboard-link";
import { OwnerPageFrame } from "@/components/owner/owner-page-frame";
import { Button } from "@/components/ui/button";
import { listingPath } from "@/lib/directory/kinds";
import { isCleanText } from "@/lib/validation/text";
import { NOINDEX } from "@/lib/seo/metadata";
import { currentMember } from "@/server/auth/member/current-member";
import { getClaimPage } from "@/server/owners/claims/queries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "claim.page" });
  return { title: t("metaTitle"), robots: NOINDEX };
}

// A member's own claim, with a secret token: rendered per request (with a CSP nonce), never cached.
export const instant = false;

type ClaimPageProps = { params: Promise<{ kind: string; slug: string }> };

const MAX_SEGMENT = 200;
const plausible = (segment: string) => segment.length <= MAX_SEGMENT && isCleanText(segment);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export default async function ClaimPage({ params }: ClaimPageProps) {
  await connection();
  const [{ kind, slug: rawSlug }, locale] = await Promise.all([params, getLocale()]);
  const t = await getTranslations({ locale, namespace: "claim.page" });
  const slug = decoded(rawSlug);
  if (slug === null || !plausible(kind) || !plausible(slug)) notFound();
  const session = await currentMember();
  if (!session) return <LoggedOutRedirect returnTo={`/claim/${kind}/${rawSlug}`} />;
  const page = await getClaimPage(session.user.id, kind, slug);
  if (!page) notFound();
  const { listing } = page;
  return (
    <OwnerPageFrame
      title={t("title", { name: listing.name })}
      description={t("description")}
      back={{ href: localePath(locale, listingPath(listing)), label: t("back", { name: listing.name }) }}
    >
      {page.owner ? (
        <div className="flex flex-col gap-3" data-testid="claim-owner">
          <p className="text-slate-700">{t("owner", { date: formatDate(locale, page.owner.verifiedAt) ?? "" })}</p>
          <OwnerDashboardLink />
        </div>
      ) : !session.user.emailVerified ? (
        <div className="flex flex-col gap-3" data-testid="claim-confirm-email">
          <p className="text-slate-700">{t("confirmEmail")}</p>
          <div>
            <Button asChild variant="outline">
              <Link href="/profile?tab=account">{t("profile")}</Link>
            </Button>
          </div>
        </div>
      ) : (
        <IntlIsland namespaces={["owner"]}>
          <ClaimFlow
            listing={{ id: listing.id, name: listing.name, website: listing.website, domain: listing.domain }}
            initial={page.claim}
          />
        </IntlIsland>
      )}
    </OwnerPageFrame>
  );
}
