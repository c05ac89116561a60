import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { cacheLife } from "next/cache";
import Link from "next/link";
import { CATEGORY_LABELS } from "@/lib/directory/kinds";

const directoryLink = (category: "clinics" | "labs" | "wearables" | "supplements") => ({
  href: `/directory?category=${category}`,
  label: CATEGORY_LABELS[category],
});

const SECTIONS = [
  {
    title: "Directory",
    links: [
      directoryLink("clinics"),
      directoryLink("labs"),
      directoryLink("wearables"),
      directoryLink("supplements"),
      { href: "/brands", label: "Brands" },
    ],
  },
  {
    title: "Resources",
    links: [
      { href: "/reviews", label: "Reviews" },
      { href: "/blog", label: "Blog" },
      { href: "/community", label: "Community" },
    ],
  },
  {
    title: "Support",
    links: [
      { href: "/help", label: "Help Center" },
      { href: "/contact", label: "Contact" },
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms of Service" },
    ],
  },
] as const;

// docs/product.md, Visitors: screens: the social icons link nowhere, so they are decoration only.
const SOCIAL_ICONS: IconName[] = ["at-sign", "message-circle", "share-2", "rss"];

async function CopyrightYear() {
  "use cache";
  cacheLife("days");
  return <>{new Date().getFullYear()}</>;
}

export function SiteFooter() {
  return (
    <footer data-testid="site-footer" className="site-footer">
      <div className="site-footer-grid">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Icon name="heart-pulse" className="size-6 text-brand-500" aria-hidden="true" />
            Longevity Directory
          </p>
          <p className="mt-3 text-sm">
            Longevity clinics, biomarker labs, practitioners, wearables and supplements across Europe.
          </p>
          <div className="mt-4 flex gap-3" aria-hidden="true">
            {SOCIAL_ICONS.map((icon) => (
              <span key={icon} className="footer-social">
                <Icon name={icon} className="size-4" />
              </span>
            ))}
          </div>
        </div>
        {SECTIONS.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="footer-heading">{section.title}</h2>
            <ul className="mt-3 grid gap-1">
              {section.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} className="footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        {/* pb-20: room for the floating analytics button (bottom right), so it never covers this line. */}
        <p className="mx-auto max-w-7xl px-4 pt-6 pb-20 text-sm sm:px-6 lg:px-8" data-testid="copyright">
          © <CopyrightYear /> Longevity Directory. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
