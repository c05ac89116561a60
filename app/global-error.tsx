"use client";

import { useEffect, useState } from "react";
import en from "@/messages/en/error.json";
import { splitLocalePath, type Locale } from "@/lib/i18n/locales";
import "./globals.css";

type GlobalErrorProps = { retry: () => void };

type Copy = { locale: Locale; t: typeof en };

// Replaces the root layout, so it renders its own document, keeps to plain markup and reads its language from the URL.
// English is in every page's first scripts (and what the server renders); another language's four lines are fetched
// when the screen is shown, rather than all six catalogues riding on every page.
export default function GlobalError({ retry }: GlobalErrorProps) {
  const [{ locale, t }, setCopy] = useState<Copy>({ locale: "en", t: en });
  useEffect(() => {
    const wanted = splitLocalePath(window.location.pathname).locale;
    if (wanted === "en") return;
    let active = true;
    void (import(`@/messages/${wanted}/error.json`) as Promise<{ default: typeof en }>).then(({ default: copy }) => {
      if (active) setCopy({ locale: wanted, t: copy });
    });
    return () => {
      active = false;
    };
  }, []);
  return (
    <html lang={locale}>
      <body className="flex min-h-screen items-center justify-center px-4 font-sans">
        <title>{`${t.title} | Longevity Directory`}</title>
        <div role="alert" className="max-w-md text-center">
          <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
          <p className="mt-4 text-slate-600">{t.message}</p>
          <button
            type="button"
            onClick={() => retry()}
            className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-900"
          >
            {t.retry}
          </button>
        </div>
      </body>
    </html>
  );
}
