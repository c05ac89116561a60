import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { AnalyticsRoot } from "@/components/analytics/analytics-root";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Providers } from "@/components/providers";
import { CookieFlagsCheck } from "@/components/security/cookie-flags-check";
import { siteUrl } from "@/lib/site";
import "./globals.css";

// "optional", not "swap": the first paint is final (no late re-paint of the hero text when the font arrives, which
// pushed mobile LCP past 3 s). Not preloaded either: the 48 KB font then no longer competes with the page and its
// stylesheet on a slow first visit (Lighthouse mobile: home 91-94 → 96-98, the directory 92 → 97-99). A first visit
// may keep the metric-matched fallback; the font is cached from then on and used on every later page.
const inter = localFont({
  src: "./fonts/inter-latin-wght.woff2",
  variable: "--font-inter",
  display: "optional",
  weight: "100 900",
  preload: false,
});

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: "Longevity Directory", template: "%s | Longevity Directory" },
  description: "Find longevity clinics, biomarker labs, practitioners, wearables and supplements across Europe.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#059669" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Providers>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus-visible:outline-none">
            {children}
          </main>
          <SiteFooter />
          <AnalyticsRoot />
          <CookieFlagsCheck />
        </Providers>
      </body>
    </html>
  );
}
