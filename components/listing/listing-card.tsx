import { BadgeCheck, MapPin, Sparkles, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { KIND_LABELS, listingPath } from "@/lib/directory/kinds";
import { cardDescription } from "@/lib/format";
import { cardLocation, type CardListing } from "./card-listing";
import { cardTags } from "./card-tags";
import { ListingLogo } from "./listing-logo";
import { RatingStars } from "./rating-stars";
import { TagChips } from "./tag-chips";

export const CARD_LOGO_SIZE = 56;

type ListingCardProps = {
  listing: CardListing;
  /** Heading level of the name inside the page outline. */
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
};

/**
 * A directory card: logo, name linking to the detail page (a real <a href> that covers the card), kind and
 * status badges, location, rating (only with reviews), description and up to 3 tags. Fixed sizes, no layout shift.
 * Renders on the server; client lists may render it too (it has no server-only dependencies).
 */
export function ListingCard({ listing, headingLevel: Heading = "h3", className }: ListingCardProps) {
  const href = listingPath(listing);
  const location = cardLocation(listing);
  const description = cardDescription(listing);
  const tags = cardTags(listing);
  return (
    <article
      data-testid="listing-card"
      className={cn(
        "relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-emerald-600 sm:p-5",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <ListingLogo name={listing.name} src={listing.logoUrl} size={CARD_LOGO_SIZE} />
        <div className="min-w-0 flex-1">
          <Heading className="text-base leading-snug font-semibold text-slate-900">
            <a href={href} className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none">
              {listing.name}
            </a>
          </Heading>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge variant="secondary">{KIND_LABELS[listing.kind]}</Badge>
            {listing.featured ? (
              <Badge>
                <Star aria-hidden="true" />
                Featured
              </Badge>
            ) : null}
            {listing.verified ? (
              <Badge variant="outline" className="border-emerald-300 text-emerald-800">
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            ) : null}
            {listing.sponsored ? (
              <Badge variant="sponsored">
                <Sparkles aria-hidden="true" />
                Sponsored
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
      {location ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{location}</span>
        </p>
      ) : null}
      <RatingStars rating={listing.rating} reviewCount={listing.reviewCount} size={14} />
      {description ? <p className="line-clamp-4 text-sm leading-relaxed text-slate-600">{description}</p> : null}
      <TagChips tags={tags} className="mt-auto pt-1" />
    </article>
  );
}
