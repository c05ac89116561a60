import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { cacheLife } from "next/cache";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { categoryHref } from "@/lib/directory/directory-path";
import { FEED_INDEX_PATH } from "@/lib/feeds/feed-path";
import { localePath } from "@/lib/i18n/locales";

type FooterKey = "brands" | "reviews" | "blog" | "community" | "help" | "contact" | "privacy" | "terms";
type Category = "clinics" | "labs" | "wearables" | "supplements";

const SECTIONS: { title: "directory" | "resources" | "support"; links: (Category | [FooterKey, string])[] }[] = [
  { title: "directory", links: ["clinics", "labs", "wearables", "supplements", ["brands", "/brands"]] },
  {
    title: "resources",
    links: [
      ["reviews", "/reviews"],
      ["blog", "/blog"],
      ["community", "/community"],
    ],
  },
  {
    title: "support",
    links: [
      ["help", "/help"],
      ["contact", "/contact"],
      ["privacy", "/privacy"],
      ["terms", "/terms"],
    ],
  },
];

// The social icons link nowhere, so they are decoration only; the feed icon links to the list of feeds.
const SOCIAL_ICONS: IconName[] = ["at-sign", "message-circle", "share-2"];

async function CopyrightYear() {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export async function SiteFooter() {
  const locale = await getLocale();
  const [t, kinds, feeds, year] = await Promise.all([
    getTranslations("layout"),
    getTranslations("kinds"),
    getTranslations("feeds"),
    CopyrightYear(),
  ]);
  // Keyed by name, not by address: React keys travel in the RSC payload too.
  const link = (entry: Category | [FooterKey, string]) =>
    typeof entry === "string"
      ? { key: entry, href: localePath(locale, categoryHref(entry)), label: kinds(`categories.${entry}`) }
      : { key: entry[0], href: localePath(locale, entry[1]), label: t(`footer.${entry[0]}`) };
  return (
    <footer data-testid="site-footer" className="site-footer">
      <div className="site-footer-grid">
        <div className="col-span-2 lg:col-span-1">
          <p className="footer-brand">
            <Icon name="heart-pulse" className="size-6 text-brand-500" aria-hidden="true" />
            {t("siteName")}
          </p>
          <p className="mt-3 text-sm">{t("footer.tagline")}</p>
          <div className="mt-4 flex gap-3">
            {SOCIAL_ICONS.map((icon) => (
              <span key={icon} className="footer-social" aria-hidden="true">
                <Icon name={icon} className="size-4" />
              </span>
            ))}
            <a
              href={localePath(locale, FEED_INDEX_PATH)}
              className="footer-social"
              aria-label={feeds("footerLink")}
              title={feeds("footerLink")}
              data-testid="footer-feed-link"
            >
              <Icon name="rss" className="size-4" aria-hidden="true" />
            </a>
          </div>
          <div className="mt-4">
            <LanguageSwitcher placement="footer" />
          </div>
        </div>
        {SECTIONS.map((section) => (
          <nav key={section.title} aria-label={t(`footer.${section.title}`)}>
            <h2 className="footer-heading">{t(`footer.${section.title}`)}</h2>
            <ul className="footer-links">
              {section.links.map(link).map(({ key, href, label }) => (
                <li key={key}>
                  <Link href={href}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        {/* pb-20: room for the floating analytics button (bottom right), so it never covers this line. */}
        <p className="footer-copyright" data-testid="copyright">
          {t("footer.copyright", { year: String(year) })}
        </p>
      </div>
    </footer>
  );
}
