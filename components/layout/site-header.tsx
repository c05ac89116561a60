import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { AccountMenu } from "@/components/layout/account-menu";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { Button } from "@/components/ui/button";
import { CATEGORY_LINKS } from "./header-links";

export function SiteHeader() {
  return (
    <header data-testid="site-header" className="site-header">
      <div className="site-header-bar">
        <Link href="/" className="site-logo">
          <Icon name="heart-pulse" className="size-6 text-brand-700" aria-hidden="true" />
          <span>Longevity Directory</span>
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {CATEGORY_LINKS.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className="nav-link">
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
          <MobileMenu actions={<AccountMenu />} />
        </div>
      </div>
    </header>
  );
}
