import { randomUUID } from "node:crypto";
import pg from "pg";
import { NextRequest } from "next/server";
import { afterAll, beforeAll } from "vitest";
import { syncCityPoints } from "@/server/geo/city-points";

/** Columns a fixture may set; everything else keeps its database default. */
export type FixtureListing = {
  id: string;
  kind: string;
  name: string;
  slug?: string;
  status?: "published" | "draft" | "pending";
  region?: string | null;
  country?: string | null;
  city?: string | null;
  category?: string | null;
  brand?: string | null;
  /** Written as the placement they are generated from: sponsored wins over featured (an editor's pick). */
  featured?: boolean;
  verified?: boolean;
  sponsored?: boolean;
  placement?: "editorial" | "sponsored" | null;
  rating?: number | null;
  reviewCount?: number;
  leaderboardType?: string | null;
  platform?: string | null;
  shortDescription?: string | null;
  tags?: string[];
  specialties?: string[];
  healthConditions?: string[];
  biomarkers?: string[];
  testTypes?: string[];
  advancedBiomarkers?: string[];
  categories?: string[];
  lat?: number | null;
  lng?: number | null;
  telehealth?: boolean | null;
  deliveryAreas?: string[];
  priceFrom?: number | null;
  currency?: string | null;
  accreditations?: string[];
  sampleMethods?: string[];
  turnaroundDays?: number | null;
  diagnostics?: string[];
  thirdPartyTested?: boolean | null;
  thirdPartyTesting?: string[];
  lastVerifiedAt?: Date | null;
  subscriptionAvailable?: boolean | null;
  subscriptionPrice?: number | null;
  subscriptionCurrency?: string | null;
  /** Written as JSON. */
  testPanels?: unknown;
  validationStudies?: unknown;
  thirdPartyTests?: unknown;
  servicePrices?: unknown;
  accreditationRecords?: unknown;
};

const JSON_COLUMNS = new Set([
  "testPanels",
  "validationStudies",
  "thirdPartyTests",
  "servicePrices",
  "accreditationRecords",
]);

const ARRAY_COLUMNS = new Set([
  "tags",
  "specialties",
  "healthConditions",
  "biomarkers",
  "testTypes",
  "advancedBiomarkers",
  "categories",
  "deliveryAreas",
  "accreditations",
  "sampleMethods",
  "diagnostics",
  "thirdPartyTesting",
]);

function databaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL or DATABASE_URL must point at a migrated database");
  return url;
}

/** A short random token, so fixtures never collide with other rows and searches for it find only them. */
export const fixtureToken = () => `zq${randomUUID().replace(/-/g, "").slice(0, 8)}`;

async function insertListings(pool: pg.Pool, listings: FixtureListing[]): Promise<void> {
  for (const { featured, sponsored, ...listing } of listings) {
    const placement = sponsored ? "sponsored" : featured ? "editorial" : undefined;
    const row: Record<string, unknown> = {
      status: "published",
      region: "Europe",
      slug: `${listing.id}-slug`,
      ...(placement ? { placement } : {}),
      ...listing,
    };
    const columns = Object.keys(row);
    const values = columns.map((c) => (JSON_COLUMNS.has(c) ? JSON.stringify(row[c]) : row[c]));
    const placeholders = columns.map((c, i) =>
      c === "kind"
        ? `$${i + 1}::"ListingKind"`
        : c === "status"
          ? `$${i + 1}::"ListingStatus"`
          : c === "placement"
            ? `$${i + 1}::"ListingPlacement"`
            : JSON_COLUMNS.has(c)
              ? `$${i + 1}::jsonb`
              : ARRAY_COLUMNS.has(c)
                ? `$${i + 1}::text[]`
                : `$${i + 1}`,
    );
    await pool.query(
      `INSERT INTO "Listing" (${columns.map((c) => `"${c}"`).join(", ")}, "updatedAt") VALUES (${placeholders.join(", ")}, now())`,
      values,
    );
  }
}

async function deleteListings(pool: pg.Pool, ids: string[]): Promise<void> {
  await pool.query(`DELETE FROM "Listing" WHERE id = ANY($1)`, [ids]);
}

/** A file's token and the ids built from it: `id("clinic")` is `<token>-clinic`. */
export function fixtureIds() {
  const t = fixtureToken();
  return { t, id: (name: string) => `${t}-${name}` };
}

export type ListingFixtures = {
  /** The fixtures' ids, for keeping only our rows out of a shared table. */
  ids: string[];
  /** A two-connection pool on the database under test, open between the file's beforeAll and afterAll. */
  readonly pool: pg.Pool;
};

export type ListingFixtureOptions = {
  /** Place listings without coordinates at their city's centre, as the write path does. */
  cityPoints?: boolean;
  /** Rows of the file's own besides its listings, deleted before the pool closes. */
  cleanUp?: (pool: pg.Pool) => Promise<unknown>;
};

/**
 * The setup every directory integration file shares: its listings inserted before its tests (published in Europe
 * unless they say otherwise) and deleted after them, on whichever database TEST_DB_KIND chose.
 */
export function setUpListingFixtures(listings: FixtureListing[], options: ListingFixtureOptions = {}): ListingFixtures {
  const ids = listings.map((listing) => listing.id);
  let pool: pg.Pool | undefined;
  const open = () => {
    if (!pool) throw new Error("the fixtures' pool is open only while the file's tests run");
    return pool;
  };

  beforeAll(async () => {
    const db = (pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 }));
    await insertListings(db, listings);
    if (options.cityPoints) await syncCityPoints(async (sql, values) => (await db.query(sql, values)).rows, ids);
  });

  afterAll(async () => {
    const db = open();
    await deleteListings(db, ids);
    await options.cleanUp?.(db);
    await db.end();
    pool = undefined;
  });

  return {
    ids,
    get pool() {
      return open();
    },
  };
}

export const get = (url: string, headers?: Record<string, string>) =>
  new NextRequest(`http://localhost${url}`, { headers });
export const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

export type ItemJson = { id: string; kind: string; slug: string; name: string; url: string };

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
