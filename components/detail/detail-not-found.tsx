import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { browseHrefOf, type DetailRoute } from "@/lib/directory/detail-routes";
import { localePath } from "@/lib/i18n/locales";

/** The not-found screen of a detail route: exact title, message and a link back to its directory category. */
export async function DetailNotFound({ route }: { route: DetailRoute }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations(`detail.notFound.${route}`)]);
  return (
    <div className="message-screen" data-testid="detail-not-found">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="search-x" className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="mt-3 text-slate-600">{t("message")}</p>
      <Button asChild className="mt-8">
        <Link href={localePath(locale, browseHrefOf(route))}>{t("browse")}</Link>
      </Button>
    </div>
  );
}
