import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { ListingLogo } from "@/components/listing/listing-logo";
import { chipLabelOf } from "@/lib/listings/option-labels";
import { RatingStars } from "@/components/listing/rating-stars";
import { PlacementBadge } from "@/components/listing/placement-badge";
import { localePath } from "@/lib/i18n/locales";
import type { FeaturedBrand } from "@/server/featured/shape";

const MAX_CHIPS = 3;

/** A compact featured tile; the whole card links to the listing's page. */
export function FeaturedBrandCard({ brand }: { brand: FeaturedBrand }) {
  const locale = useLocale();
  const t = useTranslations("listing");
  const kinds = useTranslations("kinds.kinds");
  const chip = chipLabelOf(useTranslations("options"), brand.kind);
  return (
    <article data-testid="featured-brand-card" className="featured-card group">
      <div className="featured-card-head">
        <ListingLogo name={brand.name} src={brand.logoUrl} size={48} />
        <div className="featured-card-body">
          <h4 className="featured-card-title">
            <Link href={localePath(locale, brand.url)}>{brand.name}</Link>
            {brand.verified ? (
              <Icon name="badge-check" aria-label={t("verified")} className="size-4 shrink-0 text-emerald-600" />
            ) : null}
          </h4>
          <p className="featured-card-meta">
            <span>{kinds(brand.kind)}</span>
            {brand.location ? (
              <>
                <span aria-hidden="true">·</span>
                <Icon name="map-pin" aria-hidden="true" className="size-3" />
                <span>{brand.location}</span>
              </>
            ) : null}
          </p>
        </div>
        {brand.placement ? <PlacementBadge placement={brand.placement} /> : null}
      </div>
      {brand.description ? (
        <p className="featured-card-text" lang={brand.descriptionLang}>
          {brand.description}
        </p>
      ) : null}
      <div className="featured-card-foot">
        <RatingStars rating={brand.rating} reviewCount={brand.reviewCount} size={14} />
        {brand.features.length ? (
          <ul className="featured-card-tags">
            {brand.features.slice(0, MAX_CHIPS).map((feature) => (
              <li key={feature}>{chip(feature)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
