"use client";

import { useLocale } from "next-intl";
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { withWording, type WordingLoader } from "@/components/i18n/with-wording";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A client island whose code (and the namespaces only it uses) loads the first time it renders, not with the page:
 * for parts most visitors never see (a comparison bar before anything is collected, a distance without a remembered
 * place, a closed filter panel, a review form before it is opened). Renders `fallback` (nothing unless given) meanwhile.
 */
export function lazyIsland<P extends object>(
  /** Given the page's locale, so a module can bring its own wording (its catalogue imports then load with it). */
  load: (locale: Locale) => Promise<ComponentType<P>>,
  wording?: WordingLoader,
  fallback: ReactNode = null,
) {
  const byLocale = new Map<Locale, ComponentType<P>>();
  const loaded = (locale: Locale) => {
    let component = byLocale.get(locale);
    if (!component) {
      component = lazy(() =>
        load(locale)
          .then((island) => (wording ? withWording(island, locale, wording) : island))
          .then((island) => ({ default: island })),
      );
      byLocale.set(locale, component);
    }
    return component;
  };
  return function LazyIsland(props: P) {
    const locale = useLocale();
    const [Loaded] = useState(() => loaded(locale));
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
