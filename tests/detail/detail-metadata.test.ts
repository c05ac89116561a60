import { describe, expect, it } from "vitest";
import {
  listingDescription,
  listingKeywords,
  listingMetadata,
  listingOgImagePath,
  listingTitle,
  notFoundMetadata,
} from "@/components/detail/detail-metadata";
import { DETAIL_ROUTE_COPY, type DetailRoute } from "@/lib/directory/detail-routes";
import type { ListingKind } from "@/lib/directory/kinds";

function listing(overrides: Record<string, unknown> = {}) {
  return {
    kind: "clinic" as ListingKind,
    slug: "acme-clinic",
    name: "Acme Clinic",
    shortDescription: "Preventive check-ups in Berlin.",
    longDescription: "A much longer description of the clinic and its programmes.",
    description: null,
    city: "Berlin",
    country: "Germany",
    location: "Berlin, Germany",
    region: "Europe",
    tags: ["longevity", "MRI"],
    specialties: ["preventive", "longevity"],
    categories: [],
    category: null,
    brand: null,
    ...overrides,
  };
}

describe("listingTitle", () => {
  it("is '{name} — {Kind} in {city, country}'", () => {
    expect(listingTitle(listing())).toBe("Acme Clinic — Clinic in Berlin, Germany");
  });
  it("falls back to the location, country or region, then to no place", () => {
    expect(listingTitle(listing({ city: null, location: "Bavaria" }))).toBe("Acme Clinic — Clinic in Bavaria");
    expect(listingTitle(listing({ city: null, location: null }))).toBe("Acme Clinic — Clinic in Germany");
    expect(listingTitle(listing({ city: null, location: null, country: null }))).toBe("Acme Clinic — Clinic in Europe");
    expect(listingTitle(listing({ kind: "app", city: null, location: null, country: null, region: null }))).toBe(
      "Acme Clinic — App",
    );
  });
});

describe("listingDescription", () => {
  it("prefers the short description", () => {
    expect(listingDescription(listing())).toBe("Preventive check-ups in Berlin.");
  });
  it("falls back to the plain, then the long description (cut to 160), then a sentence", () => {
    expect(listingDescription(listing({ shortDescription: null, description: "Plain." }))).toBe("Plain.");
    const long = "word ".repeat(60).trim();
    const cut = listingDescription(listing({ shortDescription: null, longDescription: long }));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(listingDescription(listing({ shortDescription: null, longDescription: null }))).toBe(
      "Acme Clinic: clinic in Berlin, Germany, listed in the Longevity Directory.",
    );
  });
});

describe("listingKeywords", () => {
  it("combines name, tags and specialties without duplicates (case-insensitive)", () => {
    expect(listingKeywords(listing())).toEqual(["Acme Clinic", "longevity", "MRI", "preventive"]);
  });
  it("is capped at 12", () => {
    expect(listingKeywords(listing({ tags: Array.from({ length: 30 }, (_, i) => `tag${i}`) }))).toHaveLength(12);
  });
});

describe("listingMetadata", () => {
  it("sets canonical to the listing path and the OG image to /og/listing/{kind}/{slug}", () => {
    const metadata = listingMetadata(listing());
    expect(metadata.title).toBe("Acme Clinic — Clinic in Berlin, Germany");
    expect(metadata.alternates?.canonical).toBe("/clinic/acme-clinic");
    expect(metadata.openGraph?.url).toBe("/clinic/acme-clinic");
    expect(JSON.stringify(metadata.openGraph?.images)).toContain("/og/listing/clinic/acme-clinic");
    expect(metadata.keywords).toContain("preventive");
    expect(metadata.robots).toMatchObject({ index: true });
    expect(metadata.metadataBase).toBeInstanceOf(URL);
  });
  it("uses the brand page for apps, communities and events", () => {
    expect(listingMetadata(listing({ kind: "event", slug: "summit" })).alternates?.canonical).toBe("/brand/summit");
  });
  it("encodes the slug in the image path", () => {
    expect(listingOgImagePath({ kind: "lab", slug: "a b" })).toBe("/og/listing/lab/a%20b");
  });
});

describe("notFoundMetadata", () => {
  it.each(Object.keys(DETAIL_ROUTE_COPY) as DetailRoute[])(
    "titles the %s not-found page and keeps it out of the index",
    (route) => {
      const metadata = notFoundMetadata(route);
      expect(metadata.title).toBe(DETAIL_ROUTE_COPY[route].notFoundTitle);
      expect(metadata.robots).toMatchObject({ index: false });
    },
  );
});
