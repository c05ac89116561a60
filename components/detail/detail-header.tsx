import { PlacementBadge } from "@/components/listing/placement-badge";
import type { ListingPlacement } from "@/lib/listings/placement";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { getImageProps } from "next/image";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ListingLogo } from "@/components/listing/listing-logo";
import { RatingStars } from "@/components/listing/rating-stars";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { OutboundButton } from "./outbound-button";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { isComparableKind } from "@/lib/compare/comparable-kinds";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import { localePath } from "@/lib/i18n/locales";
import { storedImageKey, storedPhotoSources } from "@/lib/images/stored-image";
import { safeHttpUrl } from "@/lib/safe-url";
import { formatDate } from "@/lib/listings/detail-format";
import { SaveButton } from "./save-button";

type HeaderFact = { icon: IconName; label: string; text: string | null | undefined };
type HeaderBadge = { label: string; variant?: BadgeProps["variant"]; icon?: IconName };

type HeaderListing = {
  id: string;
  kind: ListingKind;
  slug: string;
  name: string;
  logoUrl: string | null;
  imageUrl: string | null;
  heroImage: string | null;
  rating: number | null;
  reviewCount: number;
  placement: ListingPlacement | null;
  verified: boolean;
};

export type DetailHeaderProps = {
  listing: HeaderListing;
  kindLabel: string;
  subtitle?: ReactNode;
  facts?: HeaderFact[];
  /** The kind's own badges, after the placement and Verified (which every listing may have). */
  badges?: (HeaderBadge | false | null | undefined)[];
  /** The primary outbound button (Visit Website, Join Competition, Order Now). */
  cta?: { label: string; href: string | null };
  /** Extra content under the facts, e.g. a price or participant count. */
  children?: ReactNode;
  /** Leaderboards and foods lead with their product image rather than a logo. */
  preferImage?: boolean;
  /** When a verified owner last proved the listing is theirs: the "Verified owner" badge with that date. */
  ownerVerifiedAt?: string | null;
};

/** The listing's owner proved it is theirs; the date says when. */
function OwnerBadge({ verifiedAt }: { verifiedAt: string }) {
  const locale = useLocale();
  const t = useTranslations("claim");
  return (
    <Badge variant="default" data-testid="verified-owner">
      <Icon name="shield-check" />
      {t("ownerBadge")}
      <span className="font-normal">
        · <time dateTime={verifiedAt}>{formatDate(locale, verifiedAt)}</time>
      </span>
    </Badge>
  );
}

/** Only https images go through next/image (its remote patterns allow https hosts only). */
function httpsImage(url: string | null): string | null {
  const safe = safeHttpUrl(url);
  return safe?.startsWith("https:") ? safe : null;
}

/** The header card of every detail page: image, name, kind and status badges, place, rating and actions. */
export function DetailHeader({
  listing,
  kindLabel,
  subtitle,
  facts = [],
  badges = [],
  cta,
  children,
  preferImage = false,
  ownerVerifiedAt = null,
}: DetailHeaderProps) {
  const banner = httpsImage(listing.heroImage);
  const logo = preferImage ? (listing.imageUrl ?? listing.logoUrl) : (listing.logoUrl ?? listing.imageUrl);
  // The listing's photo, when the logo stands in the logo's place: across the header, unless a banner is there.
  const photo = !banner && listing.imageUrl && listing.imageUrl !== logo ? listing.imageUrl : null;
  const photoKey = storedImageKey(photo);
  const photoHttps = photoKey ? null : httpsImage(photo);
  const shownFacts = facts.filter((fact) => fact.text?.trim());
  const t = useTranslations("detail");
  // The page the no-JavaScript Save and Compare forms come back to: this one.
  const here = localePath(useLocale(), listingPath(listing));
  const shownBadges = [
    listing.verified && { label: t("badges.verified"), icon: "badge-check" as const },
    ...badges,
  ].filter((badge): badge is HeaderBadge => Boolean(badge));
  const ctaUrl = safeHttpUrl(cta?.href);

  return (
    <div className="detail-header" data-testid="detail-header">
      {banner ? (
        <div className="relative aspect-[3/1] w-full bg-slate-100">
          {/* getImageProps, not <Image>: a plain <img> from the server, without next/image's client code. */}
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props (alt included) come from getImageProps */}
          <img
            {...getImageProps({
              src: banner,
              alt: "",
              fill: true,
              priority: true,
              sizes: "(min-width: 1152px) 1152px, 100vw",
              className: "object-cover",
            }).props}
          />
        </div>
      ) : photoKey || photoHttps ? (
        <div className="relative aspect-[3/1] w-full bg-slate-100" data-testid="detail-photo">
          {/* eslint-disable-next-line @next/next/no-img-element -- a stored photo's widths come from its own route; a remote one's from getImageProps */}
          <img
            {...(photoKey
              ? {
                  ...storedPhotoSources(photoKey),
                  sizes: "(min-width: 1152px) 1152px, 100vw",
                  className: "absolute inset-0 h-full w-full object-cover",
                }
              : getImageProps({
                  src: photoHttps!,
                  alt: "",
                  fill: true,
                  sizes: "(min-width: 1152px) 1152px, 100vw",
                  className: "object-cover",
                }).props)}
            alt={t("labels.photoAlt", { name: listing.name })}
            decoding="async"
          />
        </div>
      ) : null}
      <div className="detail-header-body">
        <ListingLogo
          name={listing.name}
          src={logo}
          size={88}
          priority
          className="rounded-2xl border border-slate-100"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{kindLabel}</Badge>
            {listing.placement ? <PlacementBadge placement={listing.placement} /> : null}
            {shownBadges.map(({ label, variant, icon }) => (
              <Badge key={label} variant={variant ?? "default"}>
                {icon ? <Icon name={icon} /> : null}
                {label}
              </Badge>
            ))}
            {ownerVerifiedAt ? <OwnerBadge verifiedAt={ownerVerifiedAt} /> : null}
          </div>
          <h1 className="detail-title">{listing.name}</h1>
          {subtitle ? <div className="mt-1 text-slate-600">{subtitle}</div> : null}
          {shownFacts.length ? (
            <ul className="detail-header-facts">
              {shownFacts.map(({ icon, label, text }) => (
                <li key={label} className="flex items-center gap-1.5">
                  <Icon name={icon} className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <span className="sr-only">{label}: </span>
                  {text}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-3">
            <RatingStars rating={listing.rating} reviewCount={listing.reviewCount} />
          </div>
          {children ? <div className="mt-3">{children}</div> : null}
        </div>
        <div className="detail-header-actions">
          {cta && ctaUrl ? (
            <OutboundButton action="visit_website" listing={listing} href={ctaUrl} testId="primary-cta">
              {cta.label}
              <Icon name="external-link" aria-hidden="true" />
              <span className="sr-only"> {t("cta.newTab")}</span>
            </OutboundButton>
          ) : null}
          <SaveButton
            listing={{ id: listing.id, kind: listing.kind, slug: listing.slug, name: listing.name }}
            returnTo={here}
            className="w-full"
          />
          {isComparableKind(listing.kind) ? (
            <CompareToggle
              listing={{ kind: listing.kind, slug: listing.slug, name: listing.name }}
              returnTo={here}
              labelled
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
