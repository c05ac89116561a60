import { describe, expect, it } from "vitest";
import { LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import { toCardListing, type CardSource } from "@/lib/listings/card-listing";
import { serializeJsonLd } from "@/lib/seo/json-ld";
import { directoryItemListJsonLd, listElementJsonLd } from "@/lib/seo/item-list-json-ld";
import { entityGroupOf, SCHEMA_TYPE_BY_KIND } from "@/lib/seo/schema-type";
import { listingJsonLd } from "@/lib/seo/structured-data";
import { carouselProblems, listedUrls } from "../support/carousel-rules";

type JsonObject = Record<string, unknown>;

const ORIGIN = "https://longevity.example";
const STORED_IMAGE = `/images/${"b".repeat(64)}.webp`;

function row(kind: ListingKind, overrides: Partial<CardSource> = {}): CardSource {
  return {
    id: `id-${kind}`,
    kind,
    slug: `acme-${kind}`,
    name: `Acme ${kind}`,
    shortDescription: "Short text.",
    longDescription: null,
    description: null,
    logoUrl: "https://acme.example/logo.png",
    imageUrl: null,
    country: "Germany",
    city: "Berlin",
    location: null,
    rating: null,
    reviewCount: 0,
    priceFrom: null,
    currency: null,
    placement: null,
    verified: false,
    tags: [],
    specialties: [],
    testTypes: [],
    categories: [],
    features: [],
    ...overrides,
  };
}

const card = (kind: ListingKind, overrides: Partial<CardSource> = {}) => toCardListing(row(kind, overrides));
const element = (kind: ListingKind, overrides: Partial<CardSource> = {}) =>
  listElementJsonLd(card(kind, overrides), ORIGIN) as JsonObject | null;
const list = (items: ReturnType<typeof card>[]) =>
  directoryItemListJsonLd({ name: "Clinics", url: `${ORIGIN}/directory?category=clinics`, origin: ORIGIN, items });

/** A listing of every kind as a directory card might have it: priced, rated by members, with its own image. */
const COMPLETE = { priceFrom: 120, currency: "EUR", rating: 4.25, reviewCount: 8, imageUrl: STORED_IMAGE };

describe("a directory view's ItemList element", () => {
  it.each(LISTING_KINDS.filter((kind) => ["business", "product"].includes(entityGroupOf(kind))))(
    "is a %s as the detail page's own type, valid for a carousel",
    (kind) => {
      const item = element(kind, COMPLETE)!;
      expect(item["@type"]).toBe(SCHEMA_TYPE_BY_KIND[kind]);
      // One source: the detail page describes the same listing as the same type.
      const detail = listingJsonLd(
        {
          ...row(kind, COMPLETE),
          website: null,
          address: null,
          phone: null,
          brand: null,
          region: null,
          category: null,
        } as unknown as Parameters<typeof listingJsonLd>[0],
        "/x",
      ) as JsonObject;
      expect(item["@type"]).toBe(detail["@type"]);
      expect(item).toMatchObject({
        name: `Acme ${kind}`,
        url: expect.stringMatching(/^https:\/\/longevity\.example\//),
      });
      expect(carouselProblems(list([card(kind, COMPLETE)]))).toEqual([]);
    },
  );

  it("names the card's page, its own image (made absolute) and never its logo", () => {
    expect(element("clinic", { imageUrl: STORED_IMAGE })).toMatchObject({
      url: `${ORIGIN}/clinic/acme-clinic`,
      image: `${ORIGIN}${STORED_IMAGE}`,
    });
    expect(element("practitioner", { imageUrl: "https://cdn.acme.example/shot.jpg" })).toMatchObject({
      url: `${ORIGIN}/practitioner/acme-practitioner`,
      image: "https://cdn.acme.example/shot.jpg",
    });
    const withLogoOnly = element("clinic");
    expect(withLogoOnly).not.toHaveProperty("image");
    expect(JSON.stringify(withLogoOnly)).not.toContain("logo.png");
  });

  it("gives a business the city and country its card shows, a product none", () => {
    for (const kind of ["clinic", "lab", "practitioner"] as const)
      expect(element(kind)?.address).toEqual({
        "@type": "PostalAddress",
        addressLocality: "Berlin",
        addressCountry: "Germany",
      });
    expect(element("clinic", { city: null })?.address).toEqual({ "@type": "PostalAddress", addressCountry: "Germany" });
    expect(element("clinic", { city: null, country: null })).not.toHaveProperty("address");
    expect(element("supplement", COMPLETE)).not.toHaveProperty("address");
  });

  it("gives a product the offer of the price its card shows, with its currency", () => {
    expect(element("supplement", { priceFrom: 39.9, currency: "CHF" })?.offers).toEqual({
      "@type": "Offer",
      price: 39.9,
      priceCurrency: "CHF",
    });
    // No stored currency: the kind's, which the card shows too.
    expect(element("wearable", { priceFrom: 299 })?.offers).toMatchObject({ price: 299, priceCurrency: "USD" });
    expect(card("wearable", { priceFrom: 299 }).price).toEqual({ amount: 299, currency: "USD" });
    // A currency that is no ISO code is shown as written on the card, but never marked up.
    expect(element("food", { priceFrom: 5, currency: "euro", rating: 4, reviewCount: 1 })).not.toHaveProperty("offers");
    // Businesses take no offers property.
    expect(element("clinic", COMPLETE)).not.toHaveProperty("offers");
  });

  it.each(["app", "community", "brand", "leaderboard"] as const)(
    "lists a %s (an organisation, which a carousel refuses) by its page URL alone, however complete",
    (kind) => {
      expect(element(kind, COMPLETE)).toBeNull();
      const ld = list([card(kind, COMPLETE), card("clinic", COMPLETE)]) as unknown as { itemListElement: JsonObject[] };
      expect(ld.itemListElement[0]).toEqual({ "@type": "ListItem", position: 1, url: expect.any(String) });
      expect(JSON.stringify(ld)).not.toContain("Organization");
      expect(carouselProblems(ld)).toEqual([]);
    },
  );

  it("lists a product with neither a price nor a member rating, and an event, by its page URL alone", () => {
    const items = [card("supplement"), card("event", COMPLETE), card("supplement", { slug: "priced", priceFrom: 20 })];
    const ld = list(items) as unknown as { itemListElement: JsonObject[] };
    expect(ld.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      url: `${ORIGIN}/supplement/acme-supplement`,
    });
    expect(ld.itemListElement[1]).toEqual({ "@type": "ListItem", position: 2, url: `${ORIGIN}/brand/acme-event` });
    expect((ld.itemListElement[2]?.item as JsonObject)["@type"]).toBe("Product");
    expect(carouselProblems(ld)).toEqual([]);
  });
});

describe("aggregateRating in the ItemList", () => {
  it("is the card's mean and count of member reviews", () => {
    expect(element("clinic", { rating: 4.3333, reviewCount: 3 })?.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.33,
      reviewCount: 3,
    });
    expect(element("supplement", { rating: 5, reviewCount: 1 })).toMatchObject({
      "@type": "Product",
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
    });
  });

  it.each(LISTING_KINDS)("appears for a %s only with at least one member review", (kind) => {
    for (const unrated of [
      { rating: null, reviewCount: 0 },
      { rating: 4.9, reviewCount: 0 },
      { rating: null, reviewCount: 5 },
    ]) {
      const ld = list([card(kind, { ...unrated, priceFrom: 10 })]);
      expect(serializeJsonLd(ld)).not.toContain("AggregateRating");
    }
  });
});

describe("directoryItemListJsonLd", () => {
  const cards = [card("clinic", COMPLETE), card("clinic", { slug: "b", name: "B" }), card("clinic", { slug: "c" })];

  it("lists the cards in order, positions from 1, each page once, and validates as a carousel", () => {
    const ld = list(cards);
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "ItemList", numberOfItems: 3 });
    expect(listedUrls(ld as never)).toEqual([
      `${ORIGIN}/clinic/acme-clinic`,
      `${ORIGIN}/clinic/b`,
      `${ORIGIN}/clinic/c`,
    ]);
    expect(carouselProblems(ld)).toEqual([]);
  });

  it("is compact: no null, undefined or empty property, and under 250 bytes per plain business", () => {
    const ld = list(cards);
    const text = serializeJsonLd(ld);
    expect(text).not.toMatch(/null|undefined|""/);
    // A round trip through JSON loses nothing: no property is left undefined.
    expect(JSON.parse(text)).toEqual(ld);
    const twenty = list(
      Array.from({ length: 20 }, (_, i) => card("clinic", { slug: `clinic-${i}`, name: `Clinic ${i}` })),
    );
    expect(serializeJsonLd(twenty).length).toBeLessThan(20 * 250);
  });
});

describe("carouselProblems", () => {
  const valid = () => list([card("supplement", { priceFrom: 10 })]) as unknown as JsonObject;
  const withItem = (change: (item: JsonObject) => void) => {
    const ld = valid();
    change(((ld.itemListElement as JsonObject[])[0]!.item as JsonObject) ?? {});
    return carouselProblems(ld);
  };

  it("finds each missing required property", () => {
    expect(carouselProblems(valid())).toEqual([]);
    expect(withItem((item) => delete item.offers)).toEqual([
      "itemListElement[0].item (a Product) has none of offers, aggregateRating and review",
    ]);
    expect(withItem((item) => delete item.name)).toEqual(["itemListElement[0].item.name is missing"]);
    expect(withItem((item) => (item.url = "/supplement/x"))).toContain(
      "itemListElement[0].item.url is not an absolute URL",
    );
    expect(withItem((item) => (item["@type"] = "Thing"))).toEqual([
      'itemListElement[0].item["@type"] Thing is not supported',
    ]);
    expect(withItem((item) => (item["@type"] = "Organization"))).toEqual([
      'itemListElement[0].item["@type"] Organization is not supported',
    ]);
    expect(withItem((item) => (item.offers = { "@type": "Offer", price: 10 }))).toEqual([
      "itemListElement[0].item.offers[0].priceCurrency is not an ISO 4217 code",
    ]);
    expect(
      withItem((item) => (item.aggregateRating = { "@type": "AggregateRating", ratingValue: 4, reviewCount: 0 })),
    ).toEqual(["itemListElement[0].item.aggregateRating counts no review"]);
    expect(withItem((item) => (item.image = null))).toEqual(
      ["list.itemListElement[0].item.image is null"].concat("itemListElement[0].item.image is not an absolute URL"),
    );
  });

  it("finds a wrong position, a repeated page and a list without elements", () => {
    const ld = list([card("clinic"), card("clinic")]) as unknown as JsonObject;
    expect(carouselProblems(ld)).toEqual([`itemListElement[1] repeats ${ORIGIN}/clinic/acme-clinic`]);
    (ld.itemListElement as JsonObject[])[1]!.position = 1;
    expect(carouselProblems(ld)).toContain("itemListElement[1].position is not 2");
    expect(carouselProblems({ ...ld, itemListElement: [] })).toContain("itemListElement is empty");
  });
});
