import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { ListingLogo } from "@/components/listing/listing-logo";
import { chipLabelOf } from "@/lib/listings/option-labels";
import { OutboundLink } from "@/components/listing/outbound-link";
import { RatingStars } from "@/components/listing/rating-stars";
import { PlacementBadge } from "@/components/listing/placement-badge";
import { localePath } from "@/lib/i18n/locales";
import type { FeaturedBrand } from "@/server/featured/shape";

const MAX_CHIPS = 4;

/** A paying partner: larger card, always labelled Sponsored, with the featured review when there is one. */
export function SponsoredPartnerCard({ brand }: { brand: FeaturedBrand }) {
  const locale = useLocale();
  const t = useTranslations("listing");
  const kinds = useTranslations("kinds.kinds");
  const chip = chipLabelOf(useTranslations("options"), brand.kind);
  return (
    <article
      data-testid="sponsored-partner-card"
      className="flex h-full flex-col rounded-2xl border border-amber-200 bg-white p-6 shadow-sm ring-1 ring-amber-100"
    >
      <div className="flex items-start gap-4">
        <ListingLogo name={brand.name} src={brand.logoUrl} size={64} />
        <div className="min-w-0 flex-1">
          <PlacementBadge placement="sponsored" />
          <h3 className="mt-2 text-lg leading-snug font-semibold text-slate-900">{brand.name}</h3>
          <p className="text-sm text-slate-500">
            {kinds(brand.kind)}
            {brand.region ? ` · ${brand.region}` : ""}
          </p>
        </div>
      </div>
      {brand.description ? (
        <p className="mt-4 line-clamp-3 text-sm text-slate-600" lang={brand.descriptionLang}>
          {brand.description}
        </p>
      ) : null}
      <div className="mt-3">
        <RatingStars rating={brand.rating} reviewCount={brand.reviewCount} />
      </div>
      {brand.features.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {brand.features.slice(0, MAX_CHIPS).map((feature) => (
            <li key={feature} className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
              {chip(feature)}
            </li>
          ))}
        </ul>
      ) : null}
      {brand.featuredReview ? (
        <blockquote className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          <Icon name="quote" aria-hidden="true" className="mb-1 size-4 text-emerald-600" />
          <p className="line-clamp-3">{brand.featuredReview}</p>
          {brand.reviewSource ? <footer className="mt-2 text-xs text-slate-500">— {brand.reviewSource}</footer> : null}
        </blockquote>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-5 text-sm font-medium">
        <Link
          href={localePath(locale, brand.url)}
          className="inline-flex min-h-11 items-center gap-1 text-emerald-700 hover:text-emerald-900 sm:min-h-8"
        >
          {t("view", { name: brand.name })}
          <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </Link>
        <OutboundLink
          href={brand.website}
          verified={brand.verified}
          className="inline-flex min-h-11 items-center gap-1 text-slate-600 hover:text-slate-900 sm:min-h-8"
        >
          {t("visitWebsite")}
          <Icon name="external-link" aria-hidden="true" className="size-3.5" />
        </OutboundLink>
      </div>
    </article>
  );
}
