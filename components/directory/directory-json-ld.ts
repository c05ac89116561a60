import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { categoryHref, type DirectoryView } from "@/lib/directory/directory-path";
import type { Translator } from "@/lib/i18n/translator";

/** Home › Directory › Category, named in the page's language. */
export function directoryBreadcrumbJsonLd(
  category: DirectoryView,
  t: Translator<"directory">,
  categories: Translator<"kinds.categories">,
) {
  const crumbs = [
    { name: t("home"), path: "/" },
    { name: t("heading"), path: "/directory" },
  ];
  if (category !== "all") crumbs.push({ name: categories(category), path: categoryHref(category) });
  return breadcrumbJsonLd(crumbs);
}
