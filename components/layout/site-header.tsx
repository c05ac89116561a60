import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { AccountMenu } from "@/components/layout/account-menu";
import { MobileMenu, type NavLink } from "@/components/layout/mobile-menu";
import { Button } from "@/components/ui/button";
import { CATEGORY_LABELS, type DirectoryCategory } from "@/lib/directory/kinds";

const HEADER_CATEGORIES = ["clinics", "labs", "wearables", "supplements", "social", "brands"] as const satisfies readonly DirectoryCategory[];

const CATEGORY_LINKS: readonly NavLink[] = HEADER_CATEGORIES.map((category) => ({
  href: `/directory?category=${category}`,
  label: CATEGORY_LABELS[category],
}));

export function SiteHeader() {
  return (
    <header data-testid="site-header" className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-slate-900">
          <Icon name="heart-pulse" className="size-6 text-brand-700" aria-hidden="true" />
          <span>Longevity Directory</span>
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {CATEGORY_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="outline">
              <Link href="/addnew">
                <Icon name="plus" aria-hidden="true" />
                Add Brand
              </Link>
            </Button>
            <AccountMenu />
          </div>
          <MobileMenu links={CATEGORY_LINKS} actions={<AccountMenu />} />
        </div>
      </div>
    </header>
  );
}
