// A sponsored place is a label, never a position: on the database under test (PGlite and PostgreSQL), making any
// listing sponsored leaves every order the directory runs exactly as it was, while an editor's pick moves up.
import { describe, expect, it } from "vitest";
import type { DirectoryQuery } from "@/lib/directory/directory-schema";
import type { Prisma } from "@/server/db/generated/client";
import { browseIdsSql, nearIdsSql, type NearFilter } from "@/server/listings/read/search-sql";
import { fixtureIds, setUpListingFixtures, type FixtureListing } from "./support/fixtures";

const { t } = fixtureIds();
const clinic = (name: string, facts: Partial<FixtureListing>): FixtureListing => ({
  id: `${t}-${name}`,
  kind: "clinic",
  name: `${t} ${name}`,
  brand: t,
  city: "Berlin",
  country: "Germany",
  ...facts,
});

// Ratings, prices, verification dates and distances disagree with each other, so every order is a different one.
const FIXTURES: FixtureListing[] = [
  clinic("a", { rating: 4.9, reviewCount: 3, priceFrom: 300, currency: "EUR", lat: 52.6, lng: 13.4 }),
  clinic("b", { rating: 4.2, reviewCount: 9, priceFrom: 100, currency: "EUR", lat: 52.52, lng: 13.41 }),
  clinic("c", { rating: 4.2, reviewCount: 2, lastVerifiedAt: new Date("2026-10-01"), lat: 52.55, lng: 13.3 }),
  clinic("d", { rating: null, priceFrom: 50, currency: "EUR", lastVerifiedAt: new Date("2026-11-01") }),
  clinic("e", { rating: 3.5, reviewCount: 1, placement: "editorial", lat: 52.5, lng: 13.5 }),
  clinic("f", { rating: 4.6, reviewCount: 4, lat: 52.4, lng: 13.2 }),
];
const fixtures = setUpListingFixtures(FIXTURES);
const ids = fixtures.ids;

const query = (sort?: string): DirectoryQuery => ({
  view: "clinics",
  filters: { brand: [t], ...(sort ? { sort: [sort] } : {}) },
  limit: 50,
  offset: 0,
});
const near = (sort: NearFilter["sort"]): NearFilter => ({ lat: 52.52, lng: 13.405, radiusKm: 50, sort, remote: null });

/** Every order a directory view can be in: the default, each sort, and both orders near a place. */
const ORDERS: [string, () => Prisma.Sql][] = [
  ["default", () => browseIdsSql(query(), null)],
  ["rating", () => browseIdsSql(query("rating"), null)],
  ["price", () => browseIdsSql(query("price"), null)],
  ["verified", () => browseIdsSql(query("verified"), null)],
  ["near, nearest first", () => nearIdsSql(query("distance"), near("distance"))],
  ["near, top rated", () => nearIdsSql(query("rating"), near("rating"))],
];

const run = async (statement: Prisma.Sql) =>
  (await fixtures.pool.query<{ id: string }>(statement.text, statement.values as unknown[])).rows.map((row) => row.id);
const place = (id: string, placement: "editorial" | "sponsored" | null) =>
  fixtures.pool.query(`UPDATE "Listing" SET "placement" = $2::"ListingPlacement" WHERE "id" = $1`, [id, placement]);

describe("sponsored placement and the directory's orders", () => {
  it.each(ORDERS)("making any one listing sponsored leaves the %s order exactly as it was", async (_, statement) => {
    const organic = await run(statement());
    expect(organic.length).toBeGreaterThan(2);
    for (const id of ids.filter((id) => id !== `${t}-e`)) {
      await place(id, "sponsored");
      try {
        expect(await run(statement())).toEqual(organic);
      } finally {
        await place(id, null);
      }
    }
  });

  it("making them all sponsored at once changes nothing either", async () => {
    const before = await Promise.all(ORDERS.map(([, statement]) => run(statement())));
    const plain = ids.filter((id) => id !== `${t}-e`);
    await fixtures.pool.query(`UPDATE "Listing" SET "placement" = 'sponsored' WHERE "id" = ANY($1)`, [plain]);
    try {
      expect(await Promise.all(ORDERS.map(([, statement]) => run(statement())))).toEqual(before);
    } finally {
      await fixtures.pool.query(`UPDATE "Listing" SET "placement" = NULL WHERE "id" = ANY($1)`, [plain]);
    }
  });

  it("an editor's pick does move up in the default order (the comparison above can see a change)", async () => {
    const organic = await run(browseIdsSql(query(), null));
    expect(organic[0]).toBe(`${t}-e`);
    expect(organic.at(-1)).toBe(`${t}-d`);
    await place(`${t}-d`, "editorial");
    try {
      expect((await run(browseIdsSql(query(), null))).slice(0, 2)).toEqual([`${t}-e`, `${t}-d`]);
    } finally {
      await place(`${t}-d`, null);
    }
  });

  it("keeps the generated columns in step with the placement", async () => {
    await place(`${t}-a`, "sponsored");
    const { rows } = await fixtures.pool.query<{ id: string; featured: boolean; sponsored: boolean }>(
      `SELECT "id", "featured", "sponsored" FROM "Listing" WHERE "id" = ANY($1) ORDER BY "id"`,
      [[`${t}-a`, `${t}-b`, `${t}-e`]],
    );
    await place(`${t}-a`, null);
    expect(rows).toEqual([
      { id: `${t}-a`, featured: false, sponsored: true },
      { id: `${t}-b`, featured: false, sponsored: false },
      { id: `${t}-e`, featured: true, sponsored: false },
    ]);
    await expect(
      fixtures.pool.query(`UPDATE "Listing" SET "featured" = true WHERE "id" = $1`, [`${t}-b`]),
    ).rejects.toThrow();
  });
});
