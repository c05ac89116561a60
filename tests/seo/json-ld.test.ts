import { describe, expect, it } from "vitest";
import { detailBreadcrumbJsonLd, detailJsonLd } from "@/lib/seo/detail-json-ld";
import { detailCopyIn } from "../support/i18n";
import { LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import { serializeJsonLd } from "@/lib/seo/json-ld";
import { SCHEMA_TYPE_BY_KIND } from "@/lib/seo/schema-type";
import { listingJsonLd, type ShownReview } from "@/lib/seo/structured-data";

type JsonObject = Record<string, unknown>;

function listing(kind: ListingKind, overrides: Record<string, unknown> = {}) {
  return {
    kind,
    slug: `acme-${kind}`,
    name: `Acme ${kind}`,
    shortDescription: "Short text.",
    longDescription: null,
    description: null,
    website: "https://acme.example",
    logoUrl: null,
    imageUrl: null,
    city: "Berlin",
    country: "Germany",
    location: "Berlin, Germany",
    region: "Europe",
    address: null,
    phone: null,
    brand: kind === "wearable" ? "Acme" : null,
    rating: 4.6,
    reviewCount: 3,
    startsAt: kind === "event" ? new Date("2027-05-01T09:00:00.000Z") : null,
    tags: [],
    specialties: [],
    categories: [],
    category: null,
    ...overrides,
  };
}

const REVIEWS: ShownReview[] = [
  { author: "Anna", rating: 5, body: "Excellent.", createdAt: "2026-03-01T10:00:00.000Z" },
  { author: "Ben", rating: 4, body: "Good.", createdAt: new Date("2026-02-01T10:00:00.000Z") },
];

const EXPECTED_TYPE: Record<ListingKind, string> = {
  clinic: "MedicalClinic",
  lab: "MedicalBusiness",
  practitioner: "Physician",
  wearable: "Product",
  supplement: "Product",
  food: "Product",
  brand: "Organization",
  app: "Organization",
  community: "Organization",
  leaderboard: "Organization",
  event: "Event",
};

describe("listingJsonLd", () => {
  it.each(LISTING_KINDS)("maps %s to its schema.org type", (kind) => {
    expect(SCHEMA_TYPE_BY_KIND[kind]).toBe(EXPECTED_TYPE[kind]);
    const data = listingJsonLd(listing(kind), `/x/${kind}`) as JsonObject;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe(EXPECTED_TYPE[kind]);
    expect(data.name).toBe(`Acme ${kind}`);
  });

  it.each(LISTING_KINDS)(
    "has no AggregateRating or Review for a %s without shown reviews, even with a stored rating",
    (kind) => {
      const data = listingJsonLd(listing(kind, { rating: 4.9, reviewCount: 120 }), "/x") as JsonObject;
      expect(data).not.toHaveProperty("aggregateRating");
      expect(data).not.toHaveProperty("review");
      expect(JSON.stringify(data)).not.toContain("AggregateRating");
    },
  );

  it("adds AggregateRating and one Review per shown member review", () => {
    const data = listingJsonLd(listing("clinic"), "/clinic/acme-clinic", REVIEWS) as JsonObject;
    expect(data.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 3 });
    const reviews = data.review as JsonObject[];
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toMatchObject({
      "@type": "Review",
      author: { "@type": "Person", name: "Anna" },
      reviewBody: "Excellent.",
      datePublished: "2026-03-01",
    });
  });

  it("has no AggregateRating when reviews are shown but the listing has no rating yet", () => {
    const data = listingJsonLd(listing("clinic", { rating: null, reviewCount: 0 }), "/x", REVIEWS) as JsonObject;
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("gives products a Brand and events a start date", () => {
    expect((listingJsonLd(listing("wearable"), "/x") as JsonObject).brand).toEqual({ "@type": "Brand", name: "Acme" });
    expect((listingJsonLd(listing("event"), "/x") as JsonObject).startDate).toBe("2027-05-01T09:00:00.000Z");
  });
});

const en = await detailCopyIn("en");

describe("detailJsonLd", () => {
  it("returns a BreadcrumbList (Home → category → listing) and the listing's own type", () => {
    const [breadcrumbs, page, entity] = detailJsonLd(listing("clinic"), [], en);
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(page).toMatchObject({ "@type": "WebPage", inLanguage: "en" });
    const items = (breadcrumbs as unknown as JsonObject).itemListElement as JsonObject[];
    expect(items.map((item) => item.name)).toEqual(["Home", "Clinics", "Acme clinic"]);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(String(items[1]?.item)).toMatch(/\/directory\?category=clinics$/);
    expect(String(items[2]?.item)).toMatch(/\/clinic\/acme-clinic$/);
    expect((entity as JsonObject)["@type"]).toBe("MedicalClinic");
    expect(String((entity as JsonObject).url)).toMatch(/\/clinic\/acme-clinic$/);
  });

  it("puts apps, communities and events on the brand page URL", () => {
    const [breadcrumbs, , entity] = detailJsonLd(listing("app"), [], en);
    const items = (breadcrumbs as unknown as JsonObject).itemListElement as JsonObject[];
    expect(items[1]?.name).toBe("Apps");
    expect(String((entity as JsonObject).url)).toMatch(/\/brand\/acme-app$/);
  });

  it("uses the short description and drops non-http(s) URLs", () => {
    const [, , entity] = detailJsonLd(
      listing("brand", { website: "javascript:alert(1)", logoUrl: "data:image/png;base64,xx" }),
      [],
      en,
    );
    expect((entity as JsonObject).description).toBe("Short text.");
    expect((entity as JsonObject).sameAs).toBeUndefined();
    expect((entity as JsonObject).image).toBeUndefined();
  });

  it("makes a logo from our storage absolute", () => {
    const key = `${"d".repeat(64)}.png`;
    const [, , entity] = detailJsonLd(listing("brand", { logoUrl: `/images/${key}` }), [], en);
    expect(String((entity as JsonObject).image)).toMatch(new RegExp(`^https?://[^/]+/images/${key}$`));
  });

  it("in German: German breadcrumbs, /de URLs and inLanguage de", async () => {
    const de = await detailCopyIn("de");
    const [breadcrumbs, page, entity] = detailJsonLd(listing("clinic"), [], de);
    const items = (breadcrumbs as unknown as JsonObject).itemListElement as JsonObject[];
    expect(items.map((item) => item.name)).toEqual(["Startseite", "Kliniken", "Acme clinic"]);
    expect(String(items[2]?.item)).toMatch(/\/de\/clinic\/acme-clinic$/);
    expect(page).toMatchObject({ "@type": "WebPage", inLanguage: "de" });
    expect(String((entity as JsonObject).url)).toMatch(/\/de\/clinic\/acme-clinic$/);
  });

  it("builds breadcrumbs for every kind", () => {
    for (const kind of LISTING_KINDS) {
      expect(detailBreadcrumbJsonLd(listing(kind), en)["@type"]).toBe("BreadcrumbList");
    }
  });
});

describe("serializeJsonLd", () => {
  const payload = "</script><script>alert(1)</script>";

  it("escapes '<' so a listing name cannot close the script tag", () => {
    const [breadcrumbs, , entity] = detailJsonLd(
      listing("clinic", { name: payload, shortDescription: "<!-- <script>" }),
      [],
      en,
    );
    for (const block of [breadcrumbs, entity]) {
      const json = serializeJsonLd(block);
      expect(json).not.toContain("<");
      expect(json.toLowerCase()).not.toContain("</script");
      expect(json).toContain("\\u003c/script>");
    }
  });

  it("round-trips to the same data", () => {
    const data = detailJsonLd(listing("clinic", { name: payload }), [], en);
    const parsed = JSON.parse(serializeJsonLd(data)) as JsonObject[];
    expect(parsed[2]?.name).toBe(payload);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it("escapes U+2028 and U+2029 line separators", () => {
    const json = serializeJsonLd({ text: "a\u2028b\u2029c" });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect((JSON.parse(json) as JsonObject).text).toBe("a\u2028b\u2029c");
  });
});
