import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { TechnicalAudit } from "@/components/audit/technical-audit";
import { IntlIsland } from "@/components/i18n/intl-island";
import { NOINDEX } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("audit.technical");
  return { title: t("title"), description: t("meta"), robots: NOINDEX };
}

// The security tab scores this page's own headers: rendered per request with the nonce CSP (lib/security/page-rendering.ts).
export const instant = false;

/** The checks run in the visitor's browser; the server only sends the page. */
export default async function Page() {
  await connection();
  const t = await getTranslations("audit.technical");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      <IntlIsland namespaces={["audit"]}>
        <TechnicalAudit />
      </IntlIsland>
    </div>
  );
}
