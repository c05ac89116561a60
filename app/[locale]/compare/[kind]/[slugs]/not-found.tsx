import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { localePath } from "@/lib/i18n/locales";

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: "compare-page.notFound" });
  return (
    <div className="message-screen" data-testid="compare-not-found">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="search-x" className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="mt-3 text-slate-600">{t("message")}</p>
      <Button asChild className="mt-8">
        <Link href={localePath(locale, "/directory")}>{t("browse")}</Link>
      </Button>
    </div>
  );
}
