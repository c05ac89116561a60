import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundScreen } from "@/components/layout/not-found-screen";
import { browseHrefOf, type DetailRoute } from "@/lib/directory/detail-routes";
import { localePath } from "@/lib/i18n/locales";

/** The not-found screen of a detail route: exact title, message and a link back to its directory category. */
export async function DetailNotFound({ route }: { route: DetailRoute }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations(`detail.notFound.${route}`)]);
  return <NotFoundScreen testId="detail-not-found" t={t} browseHref={localePath(locale, browseHrefOf(route))} />;
}
