import { describe, expect, it } from "vitest";
import { cardLocation, toCardListing, type CardListing } from "@/components/listing/card-listing";
import { cardTags } from "@/components/listing/card-tags";
import { cardDescription } from "@/lib/format";
import { brandSlug, listingPath } from "@/lib/directory/kinds";

const base: CardListing = {
  id: "l1", kind: "clinic", slug: "x", name: "X", shortDescription: null, longDescription: null, description: null, logoUrl: null,
  country: "Germany", city: "Berlin", location: null, rating: null, reviewCount: 0, featured: false, sponsored: false, verified: false,
  tags: [], specialties: [], testTypes: [], categories: [], features: [],
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
    expect(cardTags({ ...base, tags: ["sleep", "Sleep"], specialties: ["longevity", "functional"], features: ["HRV"] })).toEqual([
      "Sleep", "Longevity", "Functional",
    ]);
    expect(cardTags({ ...base, kind: "lab", testTypes: ["dna", "epigenetic"] })).toEqual(["DNA / Genetic", "Epigenetic Age"]);
    expect(cardTags({ ...base, kind: "practitioner", specialties: ["longevity"] })).toEqual(["Longevity Medicine"]);
    expect(cardTags({ ...base, kind: "brand", categories: ["wearables"], features: ["Sleep tracking"] })).toEqual(["Wearable Technology", "Sleep tracking"]);
    expect(cardTags(base)).toEqual([]);
  });

  it("shows the stored location, else city and country", () => {
    expect(cardLocation(base)).toBe("Berlin, Germany");
    expect(cardLocation({ ...base, location: "Online" })).toBe("Online");
    expect(cardLocation({ ...base, city: null })).toBe("Germany");
    expect(cardLocation({ ...base, city: null, country: null })).toBeNull();
  });

  it("keeps only the card fields", () => {
    const row = { ...base, website: "https://x.example", createdAt: new Date() } as CardListing;
    expect(Object.keys(toCardListing(row)).sort()).toEqual(Object.keys(base).sort());
  });

  it("sends only the description the card shows, already cut, with the same result", () => {
    const row = { ...base, longDescription: "long ".repeat(200), shortDescription: "short", description: "plain" };
    const card = toCardListing(row);
    expect(card).toMatchObject({ shortDescription: null, description: null });
    expect(card.longDescription!.length).toBeLessThanOrEqual(300);
    expect(cardDescription(card)).toBe(cardDescription(row));
    expect(toCardListing({ ...base, description: "plain" })).toMatchObject({ description: "plain", longDescription: null, shortDescription: null });
  });
});
