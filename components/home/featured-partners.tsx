import { getTranslations } from "next-intl/server";
import type { FeaturedBrand } from "@/server/featured/shape";
import { FeaturedBrandCard } from "./featured-brand-card";
import { SponsoredPartnerCard } from "./sponsored-partner-card";

/** Sponsored partners get the large cards, three at most. */
const MAX_SPONSORED_PARTNERS = 3;
/** At most 6 entries from GET /api/featured/brands under "More Featured Brands". */
const MAX_MORE_FEATURED = 6;

/**
 * Paid placements first, each labelled Sponsored, then up to six more of the featured list (the same list
 * GET /api/featured/brands serves, minus those already shown). Nothing at all when the list is empty.
 */
export async function FeaturedPartners({ brands }: { brands: FeaturedBrand[] }) {
  if (!brands.length) return null;
  const t = await getTranslations("home.featured");
  const sponsored = brands.filter((brand) => brand.placement === "sponsored").slice(0, MAX_SPONSORED_PARTNERS);
  const shown = new Set(sponsored.map((brand) => brand.id));
  const more = brands.filter((brand) => !shown.has(brand.id)).slice(0, MAX_MORE_FEATURED);

  return (
    <section
      aria-labelledby="featured-title"
      data-testid="featured-partners"
      className="border-y border-slate-200 bg-slate-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="featured-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t("title")}
          </h2>
          <p className="mt-2 text-slate-600">
            {t("intro")}
            {sponsored.length ? ` ${t("sponsoredNote")}` : ""}
          </p>
        </div>
        {sponsored.length ? (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="sponsored-partners">
            {sponsored.map((brand) => (
              <li key={brand.id}>
                <SponsoredPartnerCard brand={brand} />
              </li>
            ))}
          </ul>
        ) : null}
        {more.length ? (
          <div className={sponsored.length ? "mt-12" : "mt-8"}>
            <h3 className="text-lg font-semibold text-slate-900">{sponsored.length ? t("more") : t("brands")}</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="more-featured-brands">
              {more.map((brand) => (
                <li key={brand.id}>
                  <FeaturedBrandCard brand={brand} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
