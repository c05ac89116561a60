import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { IntlIsland } from "@/components/i18n/intl-island";
import { LoggedOutRedirect } from "@/components/member/logged-out-redirect";
import { NewsletterPageFrame, NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { InvitationReview } from "@/components/reviews/invitation-review";
import { AppError } from "@/lib/http/app-error";
import { localePath } from "@/lib/i18n/locales";
import { HOW_REVIEWS_WORK_PATH } from "@/lib/reviews/review-rules";
import type { InvitationView } from "@/lib/reviews/invitation-schema";
import { REVIEW_ERRORS } from "@/lib/reviews/review-schema";
import { tokenLinkMetadata } from "@/lib/seo/metadata";
import { currentMember } from "@/server/auth/member/current-member";
import { readInvitation } from "@/server/reviews/invitations";

export async function generateMetadata(): Promise<Metadata> {
  return tokenLinkMetadata((await getTranslations("reviews-form.invitation"))("meta"));
}

// It takes a secret token and a signed-in member: rendered per request (with a CSP nonce), never cached.
export const instant = false;

const INVITATION_CODES = new Set<string>(Object.values(REVIEW_ERRORS));

type Props = { params: Promise<{ token: string }> };

export default async function ReviewInvitationPage({ params }: Props) {
  await connection();
  const [{ token }, locale, session, t, codes] = await Promise.all([
    params,
    getLocale(),
    currentMember(),
    getTranslations("reviews-form.invitation"),
    getTranslations("reviews-form"),
  ]);
  if (!session) return <LoggedOutRedirect returnTo={`/review-invitation/${encodeURIComponent(token)}`} />;
  let invitation: InvitationView;
  try {
    invitation = await readInvitation(session.user, token);
  } catch (error) {
    const code = error instanceof AppError ? error.messageKey?.code : undefined;
    if (!code || !INVITATION_CODES.has(code)) throw error;
    return (
      <NewsletterPageFrame>
        <NewsletterStatusCard tone="error" title={t("unusableTitle")}>
          <p data-testid="invitation-error" data-code={code}>
            {codes(code.replace("reviews-form.", "") as "messages.invitationInvalid")}
          </p>
        </NewsletterStatusCard>
      </NewsletterPageFrame>
    );
  }
  const { listing } = invitation;
  return (
    <NewsletterPageFrame>
      <div className="flex flex-col gap-4" data-testid="invitation-page">
        <h1 className="text-2xl font-semibold text-slate-900">{t("title", { name: listing.name })}</h1>
        <p className="text-slate-700">{t("intro")}</p>
        <p className="text-sm text-slate-600">
          <a href={localePath(locale, HOW_REVIEWS_WORK_PATH)} className="text-link" data-testid="how-reviews-work-link">
            {codes("shown.howReviewsWork")}
          </a>
        </p>
        <IntlIsland namespaces={["reviews-form", "listing"]}>
          <InvitationReview token={token} listing={listing} listingHref={localePath(locale, listing.path)} />
        </IntlIsland>
      </div>
    </NewsletterPageFrame>
  );
}
