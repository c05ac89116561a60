"use client";

import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { rememberLocale, rememberedLocale } from "@/lib/i18n/locale-choice";
import { localePath, preferredLocale, splitLocalePath, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

const DISMISSED_KEY = "language-banner-dismissed";

type Offer = { locale: Locale; href: string; copy: Messages["banner"] };

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Never a redirect (crawlers must reach every language): when the browser prefers another of our languages than
 * the page's, and the visitor has not chosen this one, a small offer to switch, written in that language (its
 * wording is loaded only then).
 */
export function LanguageBanner() {
  const locale = useLocale();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    const preferred = preferredLocale(navigator.languages);
    if (!preferred || preferred === locale || rememberedLocale(document.cookie) === locale || dismissed()) return;
    let active = true;
    import(`@/messages/${preferred}/banner.json`).then(({ default: copy }: { default: Messages["banner"] }) => {
      const path = splitLocalePath(window.location.pathname).path;
      if (active)
        setOffer({ locale: preferred, href: localePath(preferred, `${path}${window.location.search}`), copy });
    });
    return () => {
      active = false;
    };
  }, [locale]);

  if (!offer) return null;
  const close = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {}
    rememberLocale(locale);
    setOffer(null);
  };
  return (
    <section
      aria-label={offer.copy.label}
      lang={offer.locale}
      data-testid="language-banner"
      className="fixed inset-x-4 top-20 z-40 mx-auto flex max-w-md flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg print:hidden"
    >
      <p className="flex-1">{offer.copy.text}</p>
      <Button asChild size="sm">
        <a href={offer.href} hrefLang={offer.locale} onClick={() => rememberLocale(offer.locale)}>
          {offer.copy.switch}
        </a>
      </Button>
      <Button variant="ghost" size="sm" onClick={close} data-testid="language-banner-dismiss">
        {offer.copy.dismiss}
      </Button>
    </section>
  );
}
