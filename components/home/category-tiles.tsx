import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { categoryHref } from "@/lib/directory/directory-path";
import { DIRECTORY_CATEGORIES, type DirectoryCategory, type ListingKind } from "@/lib/directory/kinds";
import { localePath } from "@/lib/i18n/locales";

/** The tiles, in order, each opening that directory category, with its icon. */
const HOME_CATEGORY_ICONS = {
  clinics: "stethoscope",
  labs: "flask-conical",
  wearables: "watch",
  supplements: "pill",
  apps: "smartphone",
  social: "users",
} as const satisfies Partial<Record<DirectoryCategory, IconName>>;
const HOME_CATEGORIES = Object.keys(HOME_CATEGORY_ICONS) as (keyof typeof HOME_CATEGORY_ICONS)[];

export async function CategoryTiles({ counts }: { counts: Record<ListingKind, number> }) {
  const [locale, t, kinds, listing] = await Promise.all([
    getLocale(),
    getTranslations("home.categories"),
    getTranslations("kinds.categories"),
    getTranslations("listing"),
  ]);
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="max-w-2xl">
        <h2 id="categories-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t("title")}
        </h2>
        <p className="mt-2 text-slate-600">{t("intro")}</p>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="category-tiles">
        {HOME_CATEGORIES.map((id) => {
          const count = counts[DIRECTORY_CATEGORIES[id]] ?? 0;
          return (
            <li key={id}>
              <Link href={localePath(locale, categoryHref(id))} className="category-tile group">
                <span className="category-tile-icon">
                  <Icon name={HOME_CATEGORY_ICONS[id]} />
                </span>
                <span className="category-tile-text">
                  <span className="category-tile-head">
                    <b>{kinds(id)}</b>
                    <Icon name="arrow-right" aria-hidden="true" className="category-tile-arrow" />
                  </span>
                  <span className="category-tile-blurb">{t(id)}</span>
                  {count > 0 ? <span className="category-tile-count">{listing("listings", { count })}</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
