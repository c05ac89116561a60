import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalyticsDebug } from "@/components/analytics/analytics-debug";
import { IntlIsland } from "@/components/i18n/intl-island";
import { NOINDEX } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("analytics.debug");
  return { title: t("title"), description: t("meta"), robots: NOINDEX };
}

/** A static page (cached like every public page, per locale); the checks run in the visitor's browser. */
export default async function Page() {
  const t = await getTranslations("analytics.debug");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      <IntlIsland namespaces={["analytics"]}>
        <AnalyticsDebug />
      </IntlIsland>
    </div>
  );
}
