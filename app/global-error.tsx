"use client";

import de from "@/messages/de/error.json";
import en from "@/messages/en/error.json";
import es from "@/messages/es/error.json";
import fr from "@/messages/fr/error.json";
import it from "@/messages/it/error.json";
import nl from "@/messages/nl/error.json";
import { splitLocalePath, type Locale } from "@/lib/i18n/locales";
import "./globals.css";

type GlobalErrorProps = { retry: () => void };

const COPY: Record<Locale, typeof en> = { en, de, fr, es, it, nl };

// Replaces the root layout, so it renders its own document, keeps to plain markup and reads its language from the URL.
export default function GlobalError({ retry }: GlobalErrorProps) {
  const locale = typeof window === "undefined" ? "en" : splitLocalePath(window.location.pathname).locale;
  const t = COPY[locale];
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
