import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { revalidateListingChange } from "@/server/cache/revalidate";
import { getListing } from "@/server/listings/read/queries";
import { getRelatedListings } from "@/server/listings/read/related";
import { RELATED_LIMIT, relatedSourceOf } from "@/server/listings/read/related-sql";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { revalidatedTags } from "../support/next-cache";

const run = randomUUID().slice(0, 8);
// A made-up facet value only these fixtures carry, so listings elsewhere in the database cannot rank between them.
const facet = `facet-${run}`;
let fixtures: Awaited<ReturnType<typeof createListings>>;
const byName = (name: string) => fixtures.find((listing) => listing.name === `${name} ${run}`)!;

beforeAll(async () => {
  fixtures = await createListings([
    {
      kind: "clinic",
      name: `Source Clinic ${run}`,
      city: "Utrecht",
      country: "Netherlands",
      lat: 52.09,
      lng: 5.12,
      specialties: [facet, `${facet}-b`, `${facet}-c`],
    },
    {
      kind: "clinic",
      name: `Three Shared ${run}`,
      city: "Lisbon",
      country: "Portugal",
      specialties: [facet, `${facet}-b`, `${facet}-c`],
    },
    {
      kind: "clinic",
      name: `Two Shared Far ${run}`,
      city: "Madrid",
      country: "Spain",
      lat: 40.4,
      lng: -3.7,
      specialties: [facet, `${facet}-b`],
    },
    {
      kind: "clinic",
      name: `Two Shared Near ${run}`,
      city: "Amsterdam",
      country: "Netherlands",
      lat: 52.37,
      lng: 4.9,
      specialties: [facet, `${facet}-b`],
      placement: "sponsored",
    },
    {
      kind: "clinic",
      name: `Two Shared Same City ${run}`,
      city: "Utrecht",
      country: "Netherlands",
      specialties: [facet, `${facet}-b`],
    },
    {
      kind: "clinic",
      name: `Draft Shared ${run}`,
      status: "draft",
      publishedAt: null,
      specialties: [facet, `${facet}-b`, `${facet}-c`],
    },
    { kind: "lab", name: `Lab Shared ${run}`, specialties: [facet, `${facet}-b`, `${facet}-c`] },
    ...Array.from({ length: 6 }, (_, i) => ({
      kind: "clinic" as const,
      name: `One Shared ${i} ${run}`,
      specialties: [facet],
    })),
  ]);
});
afterAll(() => deleteListings(fixtures));

describe("related listings", () => {
  it("are up to six published listings of the same kind, most shared facets first, then the same city, then nearest", async () => {
    const source = await getListing("clinic", byName("Source Clinic").slug);
    const related = await getRelatedListings(relatedSourceOf(source!));
    expect(related).toHaveLength(RELATED_LIMIT);
    expect(related.slice(0, 4).map((listing) => listing.name)).toEqual([
      `Three Shared ${run}`,
      `Two Shared Same City ${run}`,
      `Two Shared Near ${run}`,
      `Two Shared Far ${run}`,
    ]);
    expect(related.every((listing) => listing.kind === "clinic")).toBe(true);
    expect(related.map((listing) => listing.name)).not.toContain(`Source Clinic ${run}`);
    expect(related.map((listing) => listing.name)).not.toContain(`Draft Shared ${run}`);
    expect(related.find((listing) => listing.name === `Two Shared Near ${run}`)?.placement).toBe("sponsored");
  });

  it("rank a listing without facets by place and rating alone", async () => {
    const bare = await createListings([
      { kind: "clinic", name: `Bare Clinic ${run}`, city: "Utrecht", country: "Netherlands" },
    ]);
    try {
      const source = await getListing("clinic", bare[0]!.slug);
      const related = await getRelatedListings(relatedSourceOf(source!));
      expect(related).toHaveLength(RELATED_LIMIT);
      expect(related.map((listing) => listing.name)).not.toContain(`Bare Clinic ${run}`);
      expect(related.every((listing) => listing.kind === "clinic")).toBe(true);
    } finally {
      await deleteListings(bare);
    }
  });

  it("refresh with a listing's card only when something the card shows changed", () => {
    const clinic = byName("Three Shared");
    revalidatedTags.length = 0;
    revalidateListingChange({ id: clinic.id, slug: clinic.slug, fields: ["phone", "lastVerifiedAt"] });
    expect(revalidatedTags).toContain(CACHE_TAGS.listing(clinic.id));
    expect(revalidatedTags).not.toContain(CACHE_TAGS.listingCard(clinic.id));
    // The card shows its name and its lowest price ("From …").
    for (const field of ["name", "priceFrom", "currency"]) {
      revalidatedTags.length = 0;
      revalidateListingChange({ id: clinic.id, slug: clinic.slug, fields: [field] });
      expect(revalidatedTags, field).toContain(CACHE_TAGS.listingCard(clinic.id));
    }
    revalidatedTags.length = 0;
    revalidateListingChange({ id: clinic.id, slug: clinic.slug });
    expect(revalidatedTags).toContain(CACHE_TAGS.listingCard(clinic.id));
  });
});
