import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { IntlIsland } from "@/components/i18n/intl-island";
import { cn } from "@/lib/cn";
import type { Namespace } from "@/lib/i18n/messages";
import { NOINDEX } from "@/lib/seo/metadata";
import { paymentsEnabled } from "@/server/payments";

const SECTIONS = [
  "review",
  "listings",
  "import",
  "verification",
  "comparisons",
  "biomarkers",
  "evidence",
  "health-claims",
  "reviews",
  "owners",
  "reports",
  "payments",
  "keys",
  "audit",
] as const;

type AdminSection = (typeof SECTIONS)[number];

/** An admin page's title ("Reviews · Admin") in the page's language; never indexed. */
export async function adminPageMetadata(section: AdminSection | "edit" | "login"): Promise<Metadata> {
  const t = await getTranslations("admin.pages");
  return { title: t(`${section}.meta`), robots: NOINDEX };
}

/** The admin tools' navigation; plain links (the pages are rendered per request). */
async function AdminNav({ current }: { current: AdminSection }) {
  const t = await getTranslations("admin.nav");
  return (
    <nav aria-label={t("label")} className="border-b border-slate-200" data-testid="admin-nav">
      <ul className="-mb-px flex flex-wrap gap-1">
        {SECTIONS.filter((key) => key !== "payments" || paymentsEnabled()).map((key) => (
          <li key={key}>
            <Link
              href={`/admin/${key}`}
              prefetch={false}
              aria-current={key === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium",
                key === current
                  ? "border-emerald-600 text-emerald-800"
                  : "border-transparent text-slate-600 hover:text-slate-900",
              )}
            >
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every admin tool page: the navigation and the page's heading (the section's own, unless `heading`
 * names one), and the catalogues the admin's islands read.
 */
export async function AdminFrame({
  current,
  heading,
  values,
  namespaces = [],
  children,
}: {
  current: AdminSection;
  heading?: { title: string; description?: string };
  /** The arguments of the section's description. */
  values?: Record<string, number>;
  /** Catalogues this page's islands read besides the admin's own (one island: a nested one would replace these). */
  namespaces?: Namespace[];
  children: ReactNode;
}) {
  const t = await getTranslations("admin.pages");
  const { title, description } = heading ?? {
    title: t(`${current}.title`),
    description: t(`${current}.description`, values),
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminNav current={current} />
      <header className="mt-6 mb-6">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </header>
      <IntlIsland namespaces={["admin", "listing-editor", "kinds", ...namespaces]}>{children}</IntlIsland>
    </div>
  );
}
