import { categoryHref } from "@/lib/directory/directory-path";
import type { DirectoryCategory } from "@/lib/directory/kinds";
import { localePath, type Locale } from "@/lib/i18n/locales";

type NavLink = { category: DirectoryCategory; href: string; label: string };

const HEADER_CATEGORIES = [
  "clinics",
  "labs",
  "wearables",
  "supplements",
  "social",
  "brands",
] as const satisfies readonly DirectoryCategory[];

/** The header's category links in a locale, for the desktop bar and the mobile menu. */
export function categoryLinks(locale: Locale, label: (category: DirectoryCategory) => string): NavLink[] {
  return HEADER_CATEGORIES.map((category) => ({
    category,
    href: localePath(locale, categoryHref(category)),
    label: label(category),
  }));
}
