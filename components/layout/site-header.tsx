import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { AccountMenu } from "@/components/layout/account-menu";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { Button } from "@/components/ui/button";
import { localePath } from "@/lib/i18n/locales";
import { categoryLinks } from "./header-links";

export async function SiteHeader() {
  const locale = await getLocale();
  const [t, kinds] = await Promise.all([getTranslations("layout"), getTranslations("kinds")]);
  const links = categoryLinks(locale, (category) => kinds(`categories.${category}`));
  const addBrand = localePath(locale, "/addnew");
  // One list for the desktop bar and the mobile menu: the RSC payload then carries it once (the second is a
  // reference to the first), keyed by category rather than by address.
  const items = links.map((link) => (
    <li key={link.category}>
      <Link href={link.href}>{link.label}</Link>
    </li>
  ));
  return (
    <header data-testid="site-header" className="site-header">
      <div className="site-header-bar">
        <Link href={localePath(locale, "/")} className="site-logo">
          <Icon name="heart-pulse" className="size-6 text-brand-700" aria-hidden="true" />
          <span>{t("siteName")}</span>
        </Link>
        <nav aria-label={t("mainNav")} className="hidden xl:block">
          <ul className="nav-links">{items}</ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher placement="header" />
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="outline">
              <Link href={addBrand}>
                <Icon name="plus" aria-hidden="true" />
                {t("addBrand")}
              </Link>
            </Button>
            <AccountMenu />
          </div>
          <MobileMenu
            items={items}
            last={
              <li>
                <Link href={addBrand}>{t("addBrand")}</Link>
              </li>
            }
            labels={{ open: t("openMenu"), close: t("closeMenu"), nav: t("mobileNav") }}
            actions={<AccountMenu />}
          />
        </div>
      </div>
    </header>
  );
}
