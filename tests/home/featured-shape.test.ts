import { describe, expect, it } from "vitest";
import { featuredBrandPath, toFeaturedBrand } from "@/server/featured/shape";
import type { FeaturedBrandRow } from "@/server/featured/select";

const row = (overrides: Partial<FeaturedBrandRow> = {}): FeaturedBrandRow => ({
  id: "l1",
  kind: "brand",
  slug: "acme-health",
  name: "Acme Health",
  shortDescription: null,
  description: "Plain description",
  longDescription: "Long description",
  contentLocale: "en",
  translations: null,
  category: null,
  website: "https://acme.example",
  logoUrl: null,
  imageUrl: "https://acme.example/image.jpg",
  heroImage: null,
  features: [],
  specialties: [],
  testTypes: [],
  healthGoals: [],
  tags: ["tag-a"],
  placement: "sponsored",
  verified: false,
  rating: 4.7,
  reviewCount: 156,
  region: "Europe",
  country: "Germany",
  city: "Berlin",
  featuredReview: "Great",
  reviewSource: "Member review",
  ...overrides,
});

describe("featured brand shape", () => {
  it("links brands to /brand/{slug} and other kinds to their own detail route", () => {
    expect(featuredBrandPath({ kind: "brand", slug: "acme" })).toBe("/brand/acme");
    expect(featuredBrandPath({ kind: "clinic", slug: "clinique" })).toBe("/clinic/clinique");
    expect(featuredBrandPath({ kind: "lab", slug: "thriva" })).toBe("/lab/thriva");
  });

  it("has every field of docs/product.md, Visitors: entities plus slug and url", () => {
    const brand = toFeaturedBrand(row());
    expect(brand).toMatchObject({
      id: "l1",
      name: "Acme Health",
      description: "Plain description",
      category: "brands",
      website: "https://acme.example",
      logoUrl: null,
      heroImage: "https://acme.example/image.jpg",
      features: ["tag-a"],
      placement: "sponsored",
      rating: 4.7,
      reviewCount: 156,
      region: "Europe",
      featuredReview: "Great",
      reviewSource: "Member review",
      slug: "acme-health",
      url: "/brand/acme-health",
      location: "Berlin, Germany",
    });
  });

  it("prefers the short description, the listing's own category and features, and caps features at six", () => {
    const brand = toFeaturedBrand(
      row({
        shortDescription: "Short",
        category: "supplements",
        features: ["a", "b", "c", "d", "e", "f", "g"],
        specialties: ["x"],
      }),
    );
    expect(brand.description).toBe("Short");
    expect(brand.category).toBe("supplements");
    expect(brand.features).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("falls back to specialties for clinics", () => {
    expect(toFeaturedBrand(row({ kind: "clinic", tags: ["t"], specialties: ["longevity"] })).features).toEqual([
      "longevity",
    ]);
  });

  it("shows the page's translation, else the original marked with its language", () => {
    const translated = row({
      contentLocale: "de",
      shortDescription: "Kurz",
      translations: { fr: { shortDescription: "Court" } },
    });
    expect(toFeaturedBrand(translated, "fr")).toMatchObject({ description: "Court" });
    expect(toFeaturedBrand(translated, "fr")).not.toHaveProperty("descriptionLang");
    expect(toFeaturedBrand(translated, "es")).toMatchObject({ description: "Kurz", descriptionLang: "de" });
    expect(toFeaturedBrand(translated, "de")).not.toHaveProperty("descriptionLang");
  });
});
