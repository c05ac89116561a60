import { describe, expect, it } from "vitest";
import { toCardListing, type CardSource } from "@/lib/listings/card-listing";
import { cardLocation, cardPlace } from "@/lib/directory/card-location";
import { cardTags } from "@/lib/listings/card-tags";
import { optionLabelOf } from "@/lib/listings/option-labels";
import { translator } from "@/lib/i18n/translator";
import { cardDescription } from "@/lib/format";
import { brandSlug, listingPath } from "@/lib/directory/kinds";

const base: CardSource = {
  id: "l1",
  kind: "clinic",
  slug: "x",
  name: "X",
  shortDescription: null,
  longDescription: null,
  description: null,
  logoUrl: null,
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
};

describe("brandSlug", () => {
  it("lowercases, removes punctuation and turns spaces or underscores into hyphens", () => {
    expect(brandSlug("Oura Ring")).toBe("oura-ring");
    expect(brandSlug("Dr. Smith's  Longevity_Lab!")).toBe("dr-smiths-longevity-lab");
    expect(brandSlug("Zoë Health & Co.")).toBe("zoe-health-co");
    expect(brandSlug("  Already-Hyphenated  ")).toBe("already-hyphenated");
  });
});

describe("listingPath", () => {
  it("links each kind to its detail route; kinds without one go to /brand", () => {
    expect(listingPath({ kind: "clinic", slug: "cura" })).toBe("/clinic/cura");
    expect(listingPath({ kind: "lab", slug: "l" })).toBe("/lab/l");
    expect(listingPath({ kind: "practitioner", slug: "p" })).toBe("/practitioner/p");
    expect(listingPath({ kind: "brand", slug: brandSlug("Oura Ring") })).toBe("/brand/oura-ring");
    expect(listingPath({ kind: "app", slug: "a" })).toBe("/brand/a");
  });
});

describe("card helpers", () => {
  it("takes up to 3 distinct chips from tags, specialties, test types, categories and features, with labels", () => {
    expect(
      cardTags({ ...base, tags: ["sleep", "Sleep"], specialties: ["longevity", "functional"], features: ["HRV"] }),
    ).toEqual(["Sleep", "Longevity", "Functional"]);
    expect(cardTags({ ...base, kind: "lab", testTypes: ["dna", "epigenetic"] })).toEqual([
      "DNA / Genetic",
      "Epigenetic Age",
    ]);
    expect(cardTags({ ...base, kind: "practitioner", specialties: ["longevity"] })).toEqual(["Longevity Medicine"]);
    expect(cardTags({ ...base, kind: "brand", categories: ["wearables"], features: ["Sleep tracking"] })).toEqual([
      "Wearable Technology",
      "Sleep tracking",
    ]);
    expect(cardTags(base)).toEqual([]);
  });

  it("shows the stored location, else city and country", () => {
    expect(cardLocation(base)).toBe("Berlin, Germany");
    expect(cardLocation({ ...base, location: "Online" })).toBe("Online");
    expect(cardLocation({ ...base, city: null })).toBe("Germany");
    expect(cardLocation({ ...base, city: null, country: null })).toBeNull();
  });

  it("keeps only what the card shows, computed once: text, place and chips", () => {
    const row = {
      ...base,
      website: "https://x.example",
      createdAt: new Date(),
      tags: ["sleep", "hrv", "vo2", "extra"],
    } as CardSource;
    expect(toCardListing(row)).toEqual({
      id: "l1",
      kind: "clinic",
      slug: "x",
      name: "X",
      city: "Berlin",
      country: "Germany",
      chips: ["Sleep", "Hrv", "Vo2"],
    });
    const full = toCardListing({
      ...row,
      logoUrl: "https://x.example/l.png",
      rating: 4.5,
      reviewCount: 3,
      placement: "sponsored",
      verified: true,
      description: "d",
    });
    expect(Object.keys(full).sort()).toEqual([
      "chips",
      "city",
      "country",
      "id",
      "kind",
      "logoUrl",
      "name",
      "placement",
      "rating",
      "reviewCount",
      "slug",
      "text",
      "verified",
    ]);
  });

  it("sends the place line once: as city and country for a business, as the line itself otherwise", () => {
    const clinic = toCardListing(base);
    expect(clinic).not.toHaveProperty("place");
    expect(cardPlace(clinic)).toBe("Berlin, Germany");
    const online = toCardListing({ ...base, location: "Online" });
    expect(online).toMatchObject({ place: "Online", city: "Berlin", country: "Germany" });
    expect(cardPlace(online)).toBe("Online");
    // A product's city and country are its maker's: no address of its own, only the place line.
    const product = toCardListing({ ...base, kind: "supplement" });
    expect(product).toMatchObject({ place: "Berlin, Germany" });
    expect(product).not.toHaveProperty("city");
    expect(cardPlace(product)).toBe("Berlin, Germany");
  });

  it("carries the price with its currency (the kind's when none is stored) and only a usable own image", () => {
    expect(toCardListing({ ...base, priceFrom: 150, currency: "CHF" }).price).toEqual({ amount: 150, currency: "CHF" });
    expect(toCardListing({ ...base, kind: "wearable", priceFrom: 299 }).price).toEqual({
      amount: 299,
      currency: "USD",
    });
    expect(toCardListing({ ...base, priceFrom: 0 }).price).toEqual({ amount: 0, currency: "EUR" });
    expect(toCardListing(base)).not.toHaveProperty("price");
    const stored = `/images/${"a".repeat(64)}.jpg`;
    expect(toCardListing({ ...base, imageUrl: stored }).image).toBe(stored);
    expect(toCardListing({ ...base, imageUrl: "https://x.example/p.jpg" }).image).toBe("https://x.example/p.jpg");
    for (const imageUrl of ["javascript:alert(1)", "/elsewhere.png", null])
      expect(toCardListing({ ...base, imageUrl, logoUrl: "https://x.example/l.png" })).not.toHaveProperty("image");
  });

  it("sends only the description the card shows, already cut", () => {
    const row = { ...base, longDescription: "long ".repeat(200), shortDescription: "short", description: "plain" };
    const card = toCardListing(row);
    expect(card.text!.length).toBeLessThanOrEqual(300);
    expect(card.text).toBe(cardDescription(row));
    expect(toCardListing({ ...base, description: "plain" }).text).toBe("plain");
    expect(toCardListing({ ...base, rating: 4, reviewCount: 0 })).not.toHaveProperty("rating");
  });

  it("writes a card for its page's language: chip labels, the translated description, else the original's lang", async () => {
    const label = optionLabelOf(await translator("de", "options"));
    const lab = { ...base, kind: "lab" as const, testTypes: ["dna", "epigenetic"], tags: ["sleep"] };
    expect(toCardListing(lab, { locale: "de", label }).chips).toEqual([
      "Sleep",
      "DNA / Genetik",
      "Epigenetisches Alter",
    ]);
    expect(toCardListing(lab).chips).toEqual(["Sleep", "DNA / Genetic", "Epigenetic Age"]);
    const written = {
      ...base,
      description: "Eine Klinik",
      contentLocale: "de",
      translations: { fr: { description: "Une clinique" } },
    };
    expect(toCardListing(written, { locale: "fr", label })).toMatchObject({ text: "Une clinique" });
    expect(toCardListing(written, { locale: "fr", label })).not.toHaveProperty("lang");
    expect(toCardListing(written, { locale: "it", label })).toMatchObject({ text: "Eine Klinik", lang: "de" });
  });
});
