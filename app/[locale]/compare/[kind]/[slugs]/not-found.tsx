import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundScreen } from "@/components/layout/not-found-screen";
import { localePath } from "@/lib/i18n/locales";

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: "compare-page.notFound" });
  return <NotFoundScreen testId="compare-not-found" t={t} browseHref={localePath(locale, "/directory")} />;
}
