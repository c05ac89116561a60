import { describe, expect, it } from "vitest";
import {
  APP_CATEGORIES,
  BRAND_CATEGORIES,
  CLINIC_BIOMARKERS,
  CLINIC_HEALTH_CONDITIONS,
  CLINIC_SPECIALTIES,
  COMMUNITY_CATEGORIES,
  COUNTRIES,
  FOOD_CATEGORIES,
  LAB_ADVANCED_BIOMARKERS,
  LAB_HEALTH_CONDITIONS,
  LAB_TEST_TYPES,
  LEADERBOARD_CATEGORIES,
  LEADERBOARD_PLATFORMS,
  LEADERBOARD_TYPES,
  PRACTITIONER_HEALTH_CONDITIONS,
  PRACTITIONER_SPECIALTIES,
  REGIONS,
  SUPPLEMENT_CATEGORIES,
  WEARABLE_CATEGORIES,
  type FilterOption,
} from "@/lib/directory/filters";
import { brandSlug, LISTING_KINDS } from "@/lib/directory/kinds";
import {
  DIAGNOSTICS,
  PLATFORMS,
  SAMPLE_METHODS,
  SUPPLEMENT_FORMS,
  THIRD_PARTY_TESTING,
} from "@/lib/listings/fact-options";
import { DEMO_LISTINGS, type DemoKind, type DemoListing } from "@/prisma/seed/demo";
import { demoSourceUrls } from "@/scripts/db/seed-demo";

const values = (options: FilterOption[]) => new Set(options.map((o) => o.value));

/** For each filterable field, the kinds that may set it and the allowed values (lib/directory/filters.ts). */
const VOCABULARIES: Record<string, Partial<Record<DemoKind, Set<string>>>> = {
  specialties: { clinic: values(CLINIC_SPECIALTIES), practitioner: values(PRACTITIONER_SPECIALTIES) },
  healthConditions: {
    clinic: values(CLINIC_HEALTH_CONDITIONS),
    practitioner: values(PRACTITIONER_HEALTH_CONDITIONS),
    lab: values(LAB_HEALTH_CONDITIONS),
  },
  biomarkers: { clinic: values(CLINIC_BIOMARKERS) },
  testTypes: { lab: values(LAB_TEST_TYPES) },
  advancedBiomarkers: { lab: values(LAB_ADVANCED_BIOMARKERS) },
  category: {
    wearable: values(WEARABLE_CATEGORIES),
    supplement: values(SUPPLEMENT_CATEGORIES),
    food: values(FOOD_CATEGORIES),
    app: values(APP_CATEGORIES),
    community: values(COMMUNITY_CATEGORIES),
    brand: values(BRAND_CATEGORIES),
    leaderboard: values(LEADERBOARD_CATEGORIES),
  },
  categories: { brand: values(BRAND_CATEGORIES) },
  leaderboardType: { leaderboard: values(LEADERBOARD_TYPES) },
  platform: { leaderboard: values(LEADERBOARD_PLATFORMS) },
  sampleMethods: { lab: values(SAMPLE_METHODS) },
  diagnostics: { clinic: values(DIAGNOSTICS) },
  platforms: { wearable: values(PLATFORMS) },
  supplementForm: { supplement: values(SUPPLEMENT_FORMS) },
  thirdPartyTesting: { supplement: values(THIRD_PARTY_TESTING) },
};

const FORBIDDEN_FIELDS = [
  "rating",
  "reviewCount",
  // Prices change: a curated listing never carries one.
  "priceFrom",
  "subscriptionPrice",
  "pricePerServing",
  "currency",
  // Facts are not verified by seeding, and their source is derived (the organisation's own website).
  "lastVerifiedAt",
  "verifiedBy",
  "sourceUrls",
  "sponsored",
  "verified",
  "featuredReview",
  "reviewSource",
  "logoUrl",
  "imageUrl",
];
const label = (l: DemoListing) => `${l.kind} "${l.name}"`;

describe("curated demo data set", () => {
  it("has at least 170 listings", () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(170);
  });

  it("covers every kind", () => {
    const kinds = new Set(DEMO_LISTINGS.map((l) => l.kind));
    for (const kind of LISTING_KINDS) expect(kinds, `no ${kind} listings`).toContain(kind);
    expect(DEMO_LISTINGS.filter((l) => l.kind === "practitioner").length).toBeGreaterThanOrEqual(8);
  });

  it("gives every listing a name, an https website, a country, a location and a short description", () => {
    for (const l of DEMO_LISTINGS) {
      expect(l.name.trim(), label(l)).not.toBe("");
      expect(LISTING_KINDS as readonly string[], label(l)).toContain(l.kind);
      expect(new URL(l.website).protocol, `${label(l)} website`).toBe("https:");
      expect(l.country.trim(), label(l)).not.toBe("");
      expect(l.location, label(l)).toBe(l.city ? `${l.city}, ${l.country}` : l.country);
      expect(l.description.trim().length, label(l)).toBeGreaterThan(20);
      expect(l.description.length, `${label(l)} description is longer than a card shows`).toBeLessThanOrEqual(220);
    }
  });

  it("gives an address only with its city, which the address ends with", () => {
    for (const l of DEMO_LISTINGS.filter((x) => x.address !== undefined)) {
      expect(l.city, label(l)).toBeDefined();
      expect(l.address?.endsWith(` ${l.city}`), `${label(l)} address`).toBe(true);
    }
  });

  it("has clinics within 50 km of Berlin, for the distance search", () => {
    const around = ["Berlin", "Potsdam", "Bernau bei Berlin"];
    expect(
      DEMO_LISTINGS.filter((l) => l.kind === "clinic" && around.includes(l.city ?? "")).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("uses full English country names and the directory's regions", () => {
    const canonical = new Map(COUNTRIES.map((o) => [o.value.toLowerCase(), o.value]));
    const regions = new Set(REGIONS.map((o) => o.value).filter((r) => r !== "All Regions"));
    for (const l of DEMO_LISTINGS) {
      expect(["UK", "USA", "US", "U.S.", "Holland", "Deutschland", "Schweiz"], label(l)).not.toContain(l.country);
      const known = canonical.get(l.country.toLowerCase());
      if (known) expect(l.country, label(l)).toBe(known);
      if (l.kind === "leaderboard") expect(l.region, label(l)).toBe("Worldwide");
      else expect(regions, `${label(l)} region ${l.region}`).toContain(l.region);
    }
  });

  it("is mainly European", () => {
    const european = DEMO_LISTINGS.filter((l) => l.region === "Europe").length;
    expect(european / DEMO_LISTINGS.length).toBeGreaterThan(0.5);
  });

  it("sets no rating, review count, price, sponsorship, verification or images", () => {
    for (const l of DEMO_LISTINGS) {
      for (const field of FORBIDDEN_FIELDS) expect(Object.keys(l), `${label(l)} sets ${field}`).not.toContain(field);
    }
  });

  it("cites the organisation's own website as the source of any fact it sets, and nothing else", () => {
    const sourced = DEMO_LISTINGS.filter((l) => demoSourceUrls(l).length);
    for (const l of sourced) expect(demoSourceUrls(l), label(l)).toEqual([l.website]);
    const bare: DemoListing = {
      kind: "wearable",
      name: "Bare",
      description: "A listing without facts.",
      website: "https://bare.example",
      country: "Finland",
      location: "Finland",
      region: "Europe",
      tags: ["ring"],
    };
    expect(demoSourceUrls(bare)).toEqual([]);
    expect(demoSourceUrls({ ...bare, platforms: ["ios"] })).toEqual(["https://bare.example"]);
    expect(sourced.length).toBeGreaterThan(40);
  });

  it("marks 6–10 editor's picks spread across kinds", () => {
    const featured = DEMO_LISTINGS.filter((l) => l.featured === true);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(10);
    expect(new Set(featured.map((l) => l.kind)).size).toBeGreaterThanOrEqual(5);
  });

  it("uses only the filter values of lib/directory/filters.ts", () => {
    for (const l of DEMO_LISTINGS) {
      for (const [field, byKind] of Object.entries(VOCABULARIES)) {
        const raw = (l as Record<string, unknown>)[field];
        if (raw === undefined) continue;
        const allowed = byKind[l.kind];
        expect(allowed, `${label(l)} sets ${field}, which has no filter values for its kind`).toBeDefined();
        const list = Array.isArray(raw) ? raw : [raw];
        for (const value of list) expect(allowed, `${label(l)} ${field}: "${String(value)}"`).toContain(value);
      }
    }
  });

  it("gives brands a category among their categories and leaderboards a type and platform", () => {
    for (const l of DEMO_LISTINGS.filter((x) => x.kind === "brand")) {
      expect(l.categories?.length, label(l)).toBeGreaterThan(0);
      expect(l.categories, label(l)).toContain(l.category);
    }
    for (const l of DEMO_LISTINGS.filter((x) => x.kind === "leaderboard")) {
      expect(l.leaderboardType, label(l)).toBeDefined();
      expect(l.platform, label(l)).toBeDefined();
      expect(l.category, label(l)).toBeDefined();
    }
  });

  it("has no empty or duplicate strings in its arrays", () => {
    for (const l of DEMO_LISTINGS) {
      for (const [field, value] of Object.entries(l)) {
        if (!Array.isArray(value)) continue;
        expect(
          value.every((v) => typeof v === "string" && v.trim() !== ""),
          `${label(l)} ${field}`,
        ).toBe(true);
        expect(new Set(value).size, `${label(l)} ${field} has duplicates`).toBe(value.length);
      }
    }
  });

  it("has no duplicate (kind, slug)", () => {
    const seen = new Map<string, string>();
    for (const l of DEMO_LISTINGS) {
      const slug = brandSlug(l.name);
      expect(slug, label(l)).not.toBe("");
      const key = `${l.kind}/${slug}`;
      expect(seen.get(key), `${label(l)} has the same slug as "${seen.get(key)}"`).toBeUndefined();
      seen.set(key, l.name);
    }
  });
});
