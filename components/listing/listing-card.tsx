import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { isComparableKind } from "@/lib/compare/comparable-kinds";
import { listingPath } from "@/lib/directory/kinds";
import { localePath } from "@/lib/i18n/locales";
import { formatListingPrice } from "@/lib/format";
import { cardPlace } from "@/lib/directory/card-location";
import type { CardListing } from "@/lib/listings/card-listing";
import { PlacementBadge } from "./placement-badge";
import { CARD_LOGO_SIZE, ListingLogo } from "./listing-logo";
import { RatingStars } from "./rating-stars";
import { TagChips } from "./tag-chips";

type ListingCardProps = {
  listing: CardListing;
  /** Heading level of the name inside the page outline. */
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
  /** Replaces the heart in the card's corner (the profile's remove button); keep it above the link (relative z-10). */
  action?: ReactNode;
};

/**
 * A directory card: logo, name linking to the detail page (a real <a href> that covers the card), kind and
 * status badges, location, rating (only with reviews), the lowest price ("From …", only when known), description,
 * up to 3 tags and, for kinds visitors compare, the Compare toggle. Fixed sizes, no layout shift.
 * Renders on the server; client lists may render it too (it has no server-only dependencies). The heart is a client
 * island that learns the visitor's favorites in the browser, so a cached page is the same for everyone.
 */
export function ListingCard({ listing, headingLevel: Heading = "h3", className, action }: ListingCardProps) {
  const t = useTranslations("listing");
  const kinds = useTranslations("kinds.kinds");
  // Where the card's no-JavaScript forms come back to outside a page that names itself (PagePathProvider).
  const locale = useLocale();
  const back = localePath(locale, listingPath(listing));
  const place = cardPlace(listing);
  return (
    <article className={cn("listing-card", className)}>
      <div className="listing-card-head">
        <ListingLogo name={listing.name} src={listing.logoUrl} size={CARD_LOGO_SIZE} />
        <div className="listing-card-body">
          <Heading className="listing-card-title">
            <a href={listingPath(listing)}>{listing.name}</a>
          </Heading>
          <div className="listing-card-badges">
            <Badge variant="secondary">{kinds(listing.kind)}</Badge>
            {/* Their icons are CSS masks (app/globals.css), not an <svg> on every card. */}
            {listing.placement ? <PlacementBadge placement={listing.placement} /> : null}
            {listing.verified ? (
              <Badge variant="verified" className="badge-check">
                {t("verified")}
              </Badge>
            ) : null}
          </div>
        </div>
        {action ?? (
          <FavoriteButton
            listing={{ id: listing.id, kind: listing.kind, slug: listing.slug, name: listing.name }}
            returnTo={back}
          />
        )}
      </div>
      {place || listing.proximity ? (
        <p className="listing-card-meta">
          {place ? <span>{place}</span> : null}
          {listing.proximity ? (
            <span className="listing-card-distance" data-testid="card-proximity">
              {listing.proximity}
            </span>
          ) : null}
        </p>
      ) : null}
      <RatingStars rating={listing.rating ?? null} reviewCount={listing.reviewCount ?? 0} size={14} />
      {listing.price ? (
        <p className="listing-card-price" data-testid="card-price">
          {t("priceFrom", {
            price:
              formatListingPrice(locale, listing.price.amount, listing.price.currency, listing.price.currency) ??
              String(listing.price.amount),
          })}
        </p>
      ) : null}
      {listing.text ? (
        <p className="listing-card-text" lang={listing.lang}>
          {listing.text}
        </p>
      ) : null}
      <div className="listing-card-foot">
        <TagChips tags={listing.chips ?? []} />
        {isComparableKind(listing.kind) ? (
          <CompareToggle listing={{ kind: listing.kind, slug: listing.slug, name: listing.name }} returnTo={back} />
        ) : null}
      </div>
    </article>
  );
}
