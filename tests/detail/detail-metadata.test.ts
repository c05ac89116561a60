import { describe, expect, it } from "vitest";
import {
  listingDescription,
  listingKeywords,
  listingMetadata,
  listingTitle,
  notFoundMetadata,
} from "@/lib/seo/detail-metadata";
import { DETAIL_ROUTES, type DetailRoute } from "@/lib/directory/detail-routes";
import { detailCopyIn } from "../support/i18n";
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

const en = await detailCopyIn("en");
const de = await detailCopyIn("de");

describe("listingTitle", () => {
  it("is '{name} — {Kind} in {city, country}'", () => {
    expect(listingTitle(listing(), en)).toBe("Acme Clinic — Clinic in Berlin, Germany");
  });
  it("falls back to the location, country or region, then to no place", () => {
    expect(listingTitle(listing({ city: null, location: "Bavaria" }), en)).toBe("Acme Clinic — Clinic in Bavaria");
    expect(listingTitle(listing({ city: null, location: null }), en)).toBe("Acme Clinic — Clinic in Germany");
    expect(listingTitle(listing({ city: null, location: null, country: null }), en)).toBe(
      "Acme Clinic — Clinic in Europe",
    );
    expect(listingTitle(listing({ kind: "app", city: null, location: null, country: null, region: null }), en)).toBe(
      "Acme Clinic — App",
    );
  });
});

describe("listingDescription", () => {
  it("prefers the short description", () => {
    expect(listingDescription(listing(), en)).toBe("Preventive check-ups in Berlin.");
  });
  it("falls back to the plain, then the long description (cut to 160), then a sentence", () => {
    expect(listingDescription(listing({ shortDescription: null, description: "Plain." }), en)).toBe("Plain.");
    const long = "word ".repeat(60).trim();
    const cut = listingDescription(listing({ shortDescription: null, longDescription: long }), en);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(listingDescription(listing({ shortDescription: null, longDescription: null }), en)).toBe(
      "Acme Clinic: Clinic in Berlin, Germany, listed in the Longevity Directory.",
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
    const metadata = listingMetadata(listing(), "en", en);
    expect(metadata.title).toBe("Acme Clinic — Clinic in Berlin, Germany");
    expect(metadata.alternates?.canonical).toBe("/clinic/acme-clinic");
    expect(metadata.openGraph?.url).toBe("/clinic/acme-clinic");
    expect(JSON.stringify(metadata.openGraph?.images)).toContain("/og/listing/clinic/acme-clinic");
    expect(metadata.keywords).toContain("preventive");
    expect(metadata.robots).toMatchObject({ index: true });
    expect(metadata.metadataBase).toBeInstanceOf(URL);
  });
  it("uses the brand page for apps, communities and events", () => {
    expect(listingMetadata(listing({ kind: "event", slug: "summit" }), "en", en).alternates?.canonical).toBe(
      "/brand/summit",
    );
  });
  it("encodes the slug in the image path", () => {
    expect(
      JSON.stringify(listingMetadata(listing({ kind: "lab", slug: "a b" }), "en", en).openGraph?.images),
    ).toContain("/og/listing/lab/a%20b");
  });
  it("in German: a German title, the /de canonical, every language as an alternate, and a German share card", () => {
    const metadata = listingMetadata(listing(), "de", de);
    expect(metadata.title).toBe("Acme Clinic — Klinik in Berlin, Germany");
    expect(metadata.alternates?.canonical).toBe("/de/clinic/acme-clinic");
    expect(metadata.alternates?.languages).toEqual({
      en: "/clinic/acme-clinic",
      de: "/de/clinic/acme-clinic",
      fr: "/fr/clinic/acme-clinic",
      es: "/es/clinic/acme-clinic",
      it: "/it/clinic/acme-clinic",
      nl: "/nl/clinic/acme-clinic",
      "x-default": "/clinic/acme-clinic",
    });
    expect(metadata.openGraph).toMatchObject({ locale: "de_DE", url: "/de/clinic/acme-clinic" });
    expect(JSON.stringify(metadata.openGraph?.images)).toContain("/og/listing/clinic/acme-clinic?lang=de");
  });
});

describe("notFoundMetadata", () => {
  it.each(DETAIL_ROUTES as DetailRoute[])("titles the %s not-found page and keeps it out of the index", (route) => {
    const metadata = notFoundMetadata(route, en.t);
    expect(metadata.title).toBe(en.t(`notFound.${route}.title`));
    expect(metadata.robots).toMatchObject({ index: false });
  });
});
