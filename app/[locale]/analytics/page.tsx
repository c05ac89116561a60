import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { IntlIsland } from "@/components/i18n/intl-island";
import { OwnerAnalytics } from "@/components/owner-analytics/owner-analytics";
import { parseAnalyticsPeriod } from "@/lib/analytics/period";
import { NOINDEX } from "@/lib/seo/metadata";
import { getAnalyticsDashboard } from "@/server/analytics/dashboard";
import { adminCookieName, isAdminSession } from "@/server/auth/admin/session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("analytics.dashboard"))("title"), robots: NOINDEX };
}

// The owner's figures: rendered per request (with a CSP nonce) for an admin session only, never cached.
export const instant = false;

type AnalyticsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AnalyticsPage({ searchParams }: AnalyticsPageProps) {
  await connection();
  const token = (await cookies()).get(adminCookieName())?.value;
  if (!(await isAdminSession(token))) redirect("/admin/login");
  const days = parseAnalyticsPeriod((await searchParams).days);
  const [data, t] = await Promise.all([getAnalyticsDashboard(days), getTranslations("analytics.dashboard")]);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      <IntlIsland namespaces={["analytics.dashboard", "analytics.charts"]}>
        <OwnerAnalytics data={data} />
      </IntlIsland>
    </div>
  );
}
