"use client";

import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { rememberLocale } from "@/lib/i18n/locale-choice";
import { LOCALE_NAMES, LOCALES, localePath, splitLocalePath, type Locale } from "@/lib/i18n/locales";
import { useCurrentPath } from "./use-current-path";

/** The same page in another language: its path with the other prefix, the query kept. */
function switchedPath(current: string | null, target: Locale): string {
  if (current === null) return localePath(target, "/");
  const url = new URL(current, "http://x");
  return localePath(target, `${splitLocalePath(url.pathname).path}${url.search}`);
}

/**
 * A disclosure listing the six languages, each a link to this page in that language (the home page until
 * hydration). Following one remembers the choice for the per-request pages; public pages take it from the URL.
 */
export function LanguageSwitcher({ placement }: { placement: "header" | "footer" }) {
  const locale = useLocale();
  const t = useTranslations("account");
  const current = useCurrentPath();
  return (
    <details
      className={`language-switcher language-switcher-${placement}`}
      data-testid={`language-switcher-${placement}`}
    >
      <summary aria-label={`${t("language")}: ${LOCALE_NAMES[locale]}`}>
        <Icon name="globe" aria-hidden="true" className="size-4" />
        <span>{locale.toUpperCase()}</span>
      </summary>
      <ul>
        {LOCALES.map((target) => (
          <li key={target}>
            <a
              href={switchedPath(current, target)}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? "true" : undefined}
              onClick={() => rememberLocale(target)}
            >
              {LOCALE_NAMES[target]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
