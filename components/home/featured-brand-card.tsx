import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { ListingLogo } from "@/components/listing/listing-logo";
import { RatingStars } from "@/components/listing/rating-stars";
import { Badge } from "@/components/ui/badge";
import { KIND_LABELS } from "@/lib/directory/kinds";
import type { FeaturedBrand } from "@/server/public/featured/shape";

const MAX_CHIPS = 3;

/** A compact featured tile; the whole card links to the listing's page. */
export function FeaturedBrandCard({ brand }: { brand: FeaturedBrand }) {
  return (
    <article
      data-testid="featured-brand-card"
      className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-emerald-300 hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <ListingLogo name={brand.name} src={brand.logoUrl} size={48} />
        <div className="min-w-0 flex-1">
          <h4 className="flex items-center gap-1 text-base leading-snug font-semibold text-slate-900">
            <Link href={brand.url} className="line-clamp-1 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-focus-within:underline">
              {brand.name}
            </Link>
            {brand.verified ? <Icon name="badge-check" aria-label="Verified" className="size-4 shrink-0 text-emerald-600" /> : null}
          </h4>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
            <span>{KIND_LABELS[brand.kind]}</span>
            {brand.location ? (
              <>
                <span aria-hidden="true">·</span>
                <Icon name="map-pin" aria-hidden="true" className="size-3" />
                <span className="truncate">{brand.location}</span>
              </>
            ) : null}
          </p>
        </div>
        {brand.sponsored ? <Badge variant="sponsored">Sponsored</Badge> : null}
      </div>
      {brand.description ? <p className="mt-3 line-clamp-2 text-sm text-slate-600">{brand.description}</p> : null}
      <div className="mt-auto pt-3">
        <RatingStars rating={brand.rating} reviewCount={brand.reviewCount} size={14} />
        {brand.features.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {brand.features.slice(0, MAX_CHIPS).map((feature) => (
              <li key={feature} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
