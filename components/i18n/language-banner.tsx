"use client";

import { useLocale } from "next-intl";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { rememberLocale, rememberedLocale } from "@/lib/i18n/locale-choice";
import { preferredLocale, type Locale } from "@/lib/i18n/locales";

const DISMISSED_KEY = "language-banner-dismissed";

const LanguageOffer = lazy(() => import("./language-offer").then((module) => ({ default: module.LanguageOffer })));

const noSubscription = () => () => {};

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** The language to offer on a page in `locale`, if any: the browser's preferred one of ours, unless declined. */
function offerFor(locale: string): Locale | null {
  const preferred = preferredLocale(navigator.languages);
  if (!preferred || preferred === locale || rememberedLocale(document.cookie) === locale || dismissed()) return null;
  return preferred;
}

/**
 * Never a redirect (crawlers must reach every language): when the browser prefers another of our languages than
 * the page's, and the visitor has not chosen this one, a small offer to switch, written in that language (the
 * offer's code and wording are loaded only then).
 */
export function LanguageBanner() {
  const locale = useLocale();
  const offered = useSyncExternalStore(
    noSubscription,
    () => offerFor(locale),
    () => null,
  );
  const [closed, setClosed] = useState(false);

  if (!offered || closed) return null;
  const close = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {}
    rememberLocale(locale);
    setClosed(true);
  };
  return (
    <Suspense fallback={null}>
      <LanguageOffer offered={offered} onClose={close} />
    </Suspense>
  );
}
