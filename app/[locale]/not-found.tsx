import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { localePath } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.notFound");
  return { title: t("title"), robots: { index: false } };
}

export default async function NotFound() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("layout.notFound")]);
  return (
    <div className="message-screen">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 text-slate-600">{t("message")}</p>
      <p className="not-found-hint">
        <b>{t("hintLabel")}</b> {t("hint")}
      </p>
      <Button asChild className="mt-8">
        <Link href={localePath(locale, "/")}>{t("backHome")}</Link>
      </Button>
    </div>
  );
}
