import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LISTINGS } from "@/prisma/seed/demo";
import { seedDemoIfEmpty } from "@/scripts/db/seed-demo";
import { SYNTHETIC_DESCRIPTION_PREFIX, seedSynthetic, syntheticListing } from "@/scripts/db/seed-synthetic";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("demo and synthetic seeders", () => {
  let pool: pg.Pool;
  const count = async (where = "true", params: unknown[] = []) => {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Listing" WHERE ${where}`, params);
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    // The database is shared by the integration files, which run one at a time: start from an empty table.
    await pool.query(`DELETE FROM "Listing"`);
  });

  afterAll(async () => {
    await pool?.query(`DELETE FROM "Listing"`);
    await pool?.end();
  });

  it("seeds the demo set into an empty table, and only once", async () => {
    await seedDemoIfEmpty(url!);
    expect(await count()).toBe(DEMO_LISTINGS.length);
    await seedDemoIfEmpty(url!);
    expect(await count()).toBe(DEMO_LISTINGS.length);
  });

  it("stores every demo listing published and curated, without ratings or sponsorship", async () => {
    const { rows } = await pool.query<{
      status: string;
      origin: string;
      rating: number | null;
      reviewCount: number;
      sponsored: boolean;
      verified: boolean;
      featured: boolean;
      publishedAt: Date | null;
      has_search_vector: boolean;
    }>(`SELECT status, origin, rating, "reviewCount", sponsored, verified, featured, "publishedAt",
               "searchVector" IS NOT NULL AS has_search_vector FROM "Listing"`);
    expect(rows).toHaveLength(DEMO_LISTINGS.length);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: "published",
        origin: "curated",
        rating: null,
        reviewCount: 0,
        sponsored: false,
        verified: false,
        has_search_vector: true,
      });
      expect(row.publishedAt).not.toBeNull();
    }
    expect(rows.filter((r) => r.featured)).toHaveLength(DEMO_LISTINGS.filter((l) => l.featured).length);
  });

  it("keeps the demo facts and arrays", async () => {
    const prairie = DEMO_LISTINGS.find((l) => l.name === "Clinique La Prairie")!;
    const { rows } = await pool.query(
      `SELECT kind::text, slug, name, website, country, city, location, region, specialties, tags FROM "Listing" WHERE slug = 'clinique-la-prairie'`,
    );
    expect(rows).toEqual([
      {
        kind: "clinic",
        slug: "clinique-la-prairie",
        name: prairie.name,
        website: prairie.website,
        country: prairie.country,
        city: prairie.city,
        location: prairie.location,
        region: prairie.region,
        specialties: prairie.specialties,
        tags: prairie.tags,
      },
    ]);
  });

  it("adds synthetic listings, clearly marked, without touching the demo set", async () => {
    const result = await seedSynthetic(url!, 500);
    expect(result.inserted).toBe(500);
    expect(await count(`origin = 'synthetic'`)).toBe(500);
    expect(await count(`origin = 'curated'`)).toBe(DEMO_LISTINGS.length);
    expect(await count(`origin = 'synthetic' AND status = 'published' AND 'synthetic' = ANY(tags)`)).toBe(500);
    expect(
      await count(`origin = 'synthetic' AND starts_with(description, $1)`, [`${SYNTHETIC_DESCRIPTION_PREFIX} `]),
    ).toBe(500);
    const rated = await count(`origin = 'synthetic' AND rating IS NOT NULL AND "reviewCount" > 0`);
    expect(rated).toBeGreaterThan(500 * 0.15);
    expect(rated).toBeLessThan(500 * 0.45);
    expect(await count(`origin = 'synthetic' AND rating IS NULL AND "reviewCount" <> 0`)).toBe(0);
  });

  it("generates the same synthetic rows on every run and continues numbering", async () => {
    // The table held no synthetic rows before, so the first run started at index 0.
    const expected = syntheticListing(0);
    const { rows } = await pool.query(`SELECT name, slug, kind::text FROM "Listing" WHERE id = $1`, [expected.id]);
    expect(rows).toEqual([{ name: expected.name, slug: expected.slug, kind: expected.kind }]);
    const more = await seedSynthetic(url!, 20);
    expect(more.firstIndex).toBe(500);
    expect(await count(`origin = 'synthetic'`)).toBe(520);
  });
});
