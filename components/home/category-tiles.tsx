import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import Link from "next/link";
import { CATEGORY_LABELS, DIRECTORY_CATEGORIES, type DirectoryCategory, type ListingKind } from "@/lib/directory/kinds";

type Tile = { id: DirectoryCategory; icon: IconName; blurb: string };

/** docs/product.md, Visitors: screens: tiles for clinics, labs, wearables, supplements, apps and social, each opening that directory category. */
const HOME_CATEGORY_TILES: readonly Tile[] = [
  { id: "clinics", icon: "stethoscope", blurb: "Longevity, preventive and functional medicine clinics" },
  { id: "labs", icon: "flask-conical", blurb: "Blood panels, epigenetic age and advanced biomarkers" },
  { id: "wearables", icon: "watch", blurb: "Rings, watches and continuous glucose monitors" },
  { id: "supplements", icon: "pill", blurb: "Third-party tested longevity and nootropic formulas" },
  { id: "apps", icon: "smartphone", blurb: "Tracking, fasting, sleep and nutrition apps" },
  { id: "social", icon: "users", blurb: "Communities, podcasts and meetups for healthspan" },
];

function categoryHref(id: DirectoryCategory): string {
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
              <Link href={categoryHref(id)} className="category-tile group">
                <span className="category-tile-icon">
                  <Icon name={icon} />
                </span>
                <span className="category-tile-text">
                  <span className="category-tile-head">
                    <b>{CATEGORY_LABELS[id]}</b>
                    <Icon name="arrow-right" aria-hidden="true" className="category-tile-arrow" />
                  </span>
                  <span className="category-tile-blurb">{blurb}</span>
                  {count > 0 ? (
                    <span className="category-tile-count">
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
