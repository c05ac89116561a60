import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import Link from "next/link";
import { CATEGORY_LABELS, DIRECTORY_CATEGORIES, type DirectoryCategory, type ListingKind } from "@/lib/directory/kinds";

type Tile = { id: DirectoryCategory; icon: IconName; blurb: string };

/** Spec 1 §2: tiles for clinics, labs, wearables, supplements, apps and social, each opening that directory category. */
export const HOME_CATEGORY_TILES: readonly Tile[] = [
  { id: "clinics", icon: "stethoscope", blurb: "Longevity, preventive and functional medicine clinics" },
  { id: "labs", icon: "flask-conical", blurb: "Blood panels, epigenetic age and advanced biomarkers" },
  { id: "wearables", icon: "watch", blurb: "Rings, watches and continuous glucose monitors" },
  { id: "supplements", icon: "pill", blurb: "Third-party tested longevity and nootropic formulas" },
  { id: "apps", icon: "smartphone", blurb: "Tracking, fasting, sleep and nutrition apps" },
  { id: "social", icon: "users", blurb: "Communities, podcasts and meetups for healthspan" },
];

export function categoryHref(id: DirectoryCategory): string {
  return `/directory?category=${id}`;
}

export function CategoryTiles({ counts }: { counts: Record<ListingKind, number> }) {
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="max-w-2xl">
        <h2 id="categories-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Browse by category
        </h2>
        <p className="mt-2 text-slate-600">Everything you need to measure, understand and extend your healthspan.</p>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="category-tiles">
        {HOME_CATEGORY_TILES.map(({ id, icon, blurb }) => {
          const count = counts[DIRECTORY_CATEGORIES[id]] ?? 0;
          return (
            <li key={id}>
              <Link
                href={categoryHref(id)}
                className="group flex h-full flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:gap-4 sm:p-5 transition hover:-translate-y-0.5 hover:border-emerald-300 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
              >
                <span className="flex size-11 shrink-0 sm:size-12 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100 transition-colors group-hover:bg-emerald-600 group-hover:text-white">
                  <Icon name={icon} className="size-6" />
                </span>
                <span className="flex w-full min-w-0 flex-1 flex-col">
                  <span className="flex items-center justify-between gap-2">
                    <span className="text-base font-semibold text-slate-900">{CATEGORY_LABELS[id]}</span>
                    <Icon name="arrow-right" aria-hidden="true" className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-emerald-700" />
                  </span>
                  <span className="mt-1 hidden text-sm text-slate-600 sm:block">{blurb}</span>
                  {count > 0 ? (
                    <span className="mt-1 text-xs font-medium text-emerald-700 sm:mt-2">
                      {count} {count === 1 ? "listing" : "listings"}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
