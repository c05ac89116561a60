import Link from "next/link";
import type { ReactNode } from "react";
import { IntlIsland } from "@/components/i18n/intl-island";
import { cn } from "@/lib/cn";

const LINKS = [
  { key: "review", href: "/admin/review", label: "Review" },
  { key: "listings", href: "/admin/listings", label: "Listings" },
  { key: "import", href: "/admin/import", label: "Import" },
  { key: "verification", href: "/admin/verification", label: "Verification" },
  { key: "comparisons", href: "/admin/comparisons", label: "Comparisons" },
  { key: "reviews", href: "/admin/reviews", label: "Reviews" },
  { key: "owners", href: "/admin/owners", label: "Owners" },
  { key: "reports", href: "/admin/reports", label: "Reports" },
  { key: "audit", href: "/admin/audit", label: "Audit log" },
] as const;

type AdminSection = (typeof LINKS)[number]["key"];

/** The admin tools' navigation; plain links (the pages are rendered per request). */
function AdminNav({ current }: { current: AdminSection }) {
  return (
    <nav aria-label="Admin" className="border-b border-slate-200" data-testid="admin-nav">
      <ul className="-mb-px flex flex-wrap gap-1">
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              prefetch={false}
              aria-current={link.key === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium",
                link.key === current
                  ? "border-emerald-600 text-emerald-800"
                  : "border-transparent text-slate-600 hover:text-slate-900",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of every admin tool page: the navigation and the page's heading. */
export function AdminFrame({
  current,
  title,
  description,
  children,
}: {
  current: AdminSection;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminNav current={current} />
      <header className="mt-6 mb-6">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </header>
      <IntlIsland namespaces={["listing-editor"]}>{children}</IntlIsland>
    </div>
  );
}
