import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { DIRECTORY_COPY } from "./directory-copy";
import { categoryHref, type DirectoryView } from "@/lib/directory/directory-schema";

/** Home › Directory › Category. */
export function directoryBreadcrumbJsonLd(category: DirectoryView) {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Health Directory", path: "/directory" },
  ];
  if (category !== "all") crumbs.push({ name: DIRECTORY_COPY[category].crumb, path: categoryHref(category) });
  return breadcrumbJsonLd(crumbs);
}
