"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { rememberLocale } from "@/lib/i18n/locale-choice";
import { localePath, splitLocalePath, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

type Offer = { href: string; copy: Messages["banner"] };

/** The offer to switch to `offered`, written in that language; its code and wording load only when it is due. */
export function LanguageOffer({ offered, onClose }: { offered: Locale; onClose: () => void }) {
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    let active = true;
    import(`@/messages/${offered}/banner.json`).then(({ default: copy }: { default: Messages["banner"] }) => {
      const path = splitLocalePath(window.location.pathname).path;
      if (active) setOffer({ href: localePath(offered, `${path}${window.location.search}`), copy });
    });
    return () => {
      active = false;
    };
  }, [offered]);

  if (!offer) return null;
  // On phones a floating offer lies over the page's first controls (a detail page's header card), so there it is the
  // first thing on the page, in the flow, one row high: its buttons say what it offers, the sentence is for readers.
  return (
    <section
      aria-label={offer.copy.label}
      lang={offered}
      data-testid="language-banner"
      className="fixed inset-x-4 top-20 z-40 mx-auto flex max-w-md flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg max-sm:static max-sm:order-first max-sm:max-w-none max-sm:justify-end max-sm:rounded-none max-sm:border-x-0 max-sm:border-t-0 max-sm:px-4 max-sm:py-2 max-sm:shadow-none print:hidden"
    >
      <p className="flex-1 max-sm:sr-only">{offer.copy.text}</p>
      <Button asChild size="sm">
        <a href={offer.href} hrefLang={offered} onClick={() => rememberLocale(offered)}>
          {offer.copy.switch}
        </a>
      </Button>
      <Button variant="ghost" size="sm" onClick={onClose} data-testid="language-banner-dismiss">
        {offer.copy.dismiss}
      </Button>
    </section>
  );
}
