import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AnalyticsRoot } from "@/components/analytics/analytics-root";
import { IntlIsland } from "@/components/i18n/intl-island";
import { LanguageBanner } from "@/components/i18n/language-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Providers } from "@/components/providers";
import { CookieFlagsCheck } from "@/components/security/cookie-flags-check";
import { isLocale, localeParams } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site";
import "../globals.css";

// "optional", not "swap": the first paint is final (no late re-paint of the hero text when the font arrives, which
// pushed mobile LCP past 3 s). Not preloaded either: the 48 KB font then no longer competes with the page and its
// stylesheet on a slow first visit (Lighthouse mobile: home 91-94 → 96-98, the directory 92 → 97-99). A first visit
// may keep the metric-matched fallback; the font is cached from then on and used on every later page.
const inter = localFont({
  src: "../fonts/inter-latin-wght.woff2",
  variable: "--font-inter",
  display: "optional",
  weight: "100 900",
  preload: false,
});

type LayoutProps = { children: React.ReactNode; params: Promise<{ locale: string }> };

/** Every language's pages are prerendered, like the English ones. */
export const generateStaticParams = localeParams;

export async function generateMetadata({ params }: Omit<LayoutProps, "children">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "layout" });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t("siteName"), template: `%s | ${t("siteName")}` },
    description: t("siteDescription"),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#059669" };

export default async function RootLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "layout" });
  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        <IntlIsland>
          <Providers>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 focus-visible:outline-none">
              {children}
            </main>
            <SiteFooter />
            <LanguageBanner />
            <AnalyticsRoot buttonLabel={t("analyticsButton")} />
            <CookieFlagsCheck />
          </Providers>
        </IntlIsland>
      </body>
    </html>
  );
}
