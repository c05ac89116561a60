import type {
  AggregateRating,
  ItemList,
  ListItem,
  MedicalBusiness,
  MedicalClinic,
  Offer,
  Physician,
  PostalAddress,
  Product,
  WithContext,
} from "schema-dts";
import { listingPath } from "@/lib/directory/kinds";
import type { CardListing } from "@/lib/listings/card-listing";
import { absoluteUrl } from "@/lib/site";
import { SCHEMA_TYPE_BY_KIND } from "./schema-type";

/** What a list element is made of: exactly what its card carries (and shows: name, place, rating, price). */
export type ListedCard = Pick<
  CardListing,
  "kind" | "slug" | "name" | "image" | "city" | "country" | "price" | "rating" | "reviewCount"
>;

type LocalBusinessElement = MedicalClinic | MedicalBusiness | Physician;
/** A list element as its own schema.org type: a local business or a product, the types a host carousel takes. */
export type ListElement = LocalBusinessElement | Product;

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The card's rating: only a mean of member reviews, which a card carries only once there is at least one. */
function aggregateRatingOf(card: ListedCard): { aggregateRating: AggregateRating } | null {
  if (card.rating === undefined || card.reviewCount === undefined || card.reviewCount < 1) return null;
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Number(card.rating.toFixed(2)),
      reviewCount: card.reviewCount,
    },
  };
}

/** The lowest price the card shows ("from …"), in its ISO 4217 currency; none without a known price. */
function offerOf(card: ListedCard): { offers: Offer } | null {
  if (!card.price || !Number.isFinite(card.price.amount) || !CURRENCY_CODE.test(card.price.currency)) return null;
  return { offers: { "@type": "Offer", price: card.price.amount, priceCurrency: card.price.currency } };
}

/** The city and country the card's place line shows. */
function addressOf(card: ListedCard): { address: PostalAddress } | null {
  if (!card.city && !card.country) return null;
  return {
    address: {
      "@type": "PostalAddress",
      ...(card.city ? { addressLocality: card.city } : {}),
      ...(card.country ? { addressCountry: card.country } : {}),
    },
  };
}

/**
 * A card as its list element: its schema.org type (the detail page's), name, page URL, own image, address, offer and
 * member rating where it has them, and no empty property. null when the element would not be a complete one of a type
 * a host carousel takes (local businesses, products and events): a product with neither a price nor a rating, an
 * event (its card has no date), or an organisation (an app, community, brand or leaderboard), which carousels refuse.
 */
export function listElementJsonLd(card: ListedCard, origin: string): ListElement | null {
  const common = {
    name: card.name,
    url: absoluteUrl(listingPath(card), origin),
    ...(card.image ? { image: absoluteUrl(card.image, origin) } : {}),
    ...aggregateRatingOf(card),
  };
  const type = SCHEMA_TYPE_BY_KIND[card.kind];
  switch (type) {
    case "Product": {
      const offer = offerOf(card);
      return offer || common.aggregateRating ? { "@type": "Product", ...common, ...offer } : null;
    }
    case "Event":
    case "Organization":
      return null;
    default:
      return { "@type": type, ...common, ...addressOf(card) };
  }
}

/**
 * A directory view's first page as an ItemList, its cards in order: each element as its own type, so a search engine
 * can show the page as a carousel. A card that would not make a complete element is listed by its page URL alone.
 */
export function directoryItemListJsonLd(list: {
  name: string;
  url: string;
  origin: string;
  items: readonly ListedCard[];
}): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: list.name,
    url: list.url,
    numberOfItems: list.items.length,
    itemListElement: list.items.map((card, index): ListItem => {
      const item = listElementJsonLd(card, list.origin);
      return item
        ? { "@type": "ListItem", position: index + 1, item }
        : { "@type": "ListItem", position: index + 1, url: absoluteUrl(listingPath(card), list.origin) };
    }),
  };
}
