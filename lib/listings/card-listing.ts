import { cardLocation, cardPlace } from "@/lib/directory/card-location";
import { cityOf, proximityText, type NearPlace, type Proximity, type ProximityWords } from "@/lib/directory/near";
import { localizedListing } from "@/lib/i18n/listing-content";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { cardDescription } from "@/lib/format";
import type { ListingModel } from "@/server/db/generated/models";
import { publicImageUrl } from "@/lib/images/public-image";
import { hasPostalAddress } from "@/lib/seo/schema-type";
import { cardTags, type OptionLabel } from "./card-tags";
import { listingCurrency } from "./currency";
import type { ListingPlacement } from "./placement";

/** What a card shows: a change to one of these fields shows wherever the listing's card does. */
export const CARD_SHOWN_FIELDS = [
  "kind",
  "slug",
  "name",
  "shortDescription",
  "longDescription",
  "description",
  "logoUrl",
  "imageUrl",
  "country",
  "city",
  "location",
  "rating",
  "reviewCount",
  "priceFrom",
  "currency",
  "placement",
  "verified",
  "tags",
  "specialties",
  "testTypes",
  "categories",
  "features",
  "contentLocale",
  "translations",
] as const;

type TextFields = "contentLocale" | "translations";
/**
 * What a card is computed from: a server row (its texts' language and translations) or an API list item (its texts
 * already in the asked locale, `textLocale` saying which language they are in).
 */
export type CardSource = Pick<
  ListingModel,
  "id" | Exclude<(typeof CARD_SHOWN_FIELDS)[number], TextFields | "priceFrom">
> &
  Partial<Pick<ListingModel, TextFields>> & { priceFrom: number | null; textLocale?: Locale; proximity?: Proximity };

/**
 * Exactly what a card shows, already computed: the description cut to length, the place line and up to 3 chips.
 * Server-rendered lists hand these to client islands, so the RSC payload carries no field that neither the card nor
 * its element in the page's ItemList uses, and leaves out empty ones.
 */
export type CardListing = Pick<CardSource, "id" | "kind" | "slug" | "name"> & {
  logoUrl?: string;
  rating?: number;
  reviewCount?: number;
  /** An editor's pick or a sponsored place (labelled as such); absent for every other listing. */
  placement?: ListingPlacement;
  verified?: true;
  text?: string;
  /** The language of `text` when it is not the page's (an untranslated original). */
  lang?: Locale;
  /** Where it is, when that is not just `city, country` (read it with cardPlace). */
  place?: string;
  /** How near the place of a distance search ('2.4 km', 'Telehealth'), in the page's language. */
  proximity?: string;
  chips?: string[];
  /** The lowest price of what it sells, shown as "from …" (and its list element's offer). */
  price?: { amount: number; currency: string };
  /** Its own image (never the logo): its list element's image, not shown on the card. */
  image?: string;
  /** Where a business or organisation is (its list element's address); the card shows them as `place`. */
  city?: string;
  country?: string;
};

/**
 * The page a card is written for: its language (descriptions, distances, chip labels by `label`), and the place of a
 * distance search with the words its distances use.
 */
export type CardContext = { locale?: Locale; near?: NearPlace | null; words?: ProximityWords; label?: OptionLabel };

export function toCardListing(
  listing: CardSource,
  { locale = DEFAULT_LOCALE, near = null, words, label }: CardContext = {},
): CardListing {
  const card: CardListing = { id: listing.id, kind: listing.kind, slug: listing.slug, name: listing.name };
  const shown = listing.textLocale
    ? { ...listing, textLocale: listing.textLocale }
    : localizedListing(
        { ...listing, contentLocale: listing.contentLocale ?? DEFAULT_LOCALE, translations: listing.translations },
        locale,
      );
  const text = cardDescription(shown);
  const place = cardLocation(listing);
  const chips = cardTags(listing, label);
  if (listing.logoUrl) card.logoUrl = listing.logoUrl;
  if (listing.rating !== null && listing.reviewCount > 0) {
    card.rating = listing.rating;
    card.reviewCount = listing.reviewCount;
  }
  if (listing.placement) card.placement = listing.placement;
  if (listing.verified) card.verified = true;
  if (text) card.text = text;
  if (text && shown.textLocale !== locale) card.lang = shown.textLocale;
  if (hasPostalAddress(listing.kind)) {
    if (listing.city) card.city = listing.city;
    if (listing.country) card.country = listing.country;
  }
  // The place line is sent once: left out when it is just the city and country the card carries already.
  if (place && place !== cardPlace({ city: card.city, country: card.country })) card.place = place;
  if (listing.proximity)
    card.proximity = proximityText(listing.proximity, locale, near ? cityOf(near) : undefined, words);
  if (chips.length) card.chips = chips;
  if (listing.priceFrom !== null && Number.isFinite(listing.priceFrom))
    card.price = { amount: listing.priceFrom, currency: listingCurrency(listing) };
  const image = publicImageUrl(listing.imageUrl);
  if (image) card.image = image;
  return card;
}
