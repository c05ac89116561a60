import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/listings/detail-format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { NOINDEX } from "@/lib/seo/metadata";
import { checkoutOutcome, paymentsEnabled } from "@/server/payments";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("payments.complete"))("title"), robots: NOINDEX };
}

// Per request: the page says whether Stripe's confirmation has arrived yet, which it may do before or after.
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where Stripe sends a buyer back: what was bought, and what happens next. */
export default async function PaymentCompletePage({ searchParams }: Props) {
  await connection();
  if (!paymentsEnabled()) notFound();
  const { session_id: sessionId } = await searchParams;
  const [locale, t] = await Promise.all([getLocale() as Promise<Locale>, getTranslations("payments.complete")]);
  const outcome = typeof sessionId === "string" ? await checkoutOutcome(sessionId) : null;
  const text = !outcome
    ? t("unknown")
    : outcome.product === "sponsored"
      ? outcome.confirmed
        ? t("sponsoredConfirmed")
        : t("sponsoredPending")
      : outcome.confirmed && outcome.reviewBy
        ? t("expeditedConfirmed", { date: formatDate(locale, new Date(outcome.reviewBy)) ?? "" })
        : t("expeditedPending");
  const dashboard =
    outcome?.product === "sponsored" && outcome.listingId
      ? `${localePath(locale, "/owner")}?listing=${encodeURIComponent(outcome.listingId)}`
      : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14" data-testid="payment-complete">
      <h1 className="page-title">{t("title")}</h1>
      <p className="mt-4 text-base text-slate-700" data-testid="payment-complete-text">
        {text}
      </p>
      <p className="mt-6 flex gap-4">
        {dashboard ? (
          <Link href={dashboard} prefetch={false} className="text-link">
            {t("dashboard")}
          </Link>
        ) : null}
        <Link href={localePath(locale, "/")} className="text-link">
          {t("home")}
        </Link>
      </p>
    </div>
  );
}
