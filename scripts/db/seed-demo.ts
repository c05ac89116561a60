// The curated demo set (prisma/seed/demo) into the Listing table, with plain `pg` so it runs under tsx
// outside Next.js (scripts/start.ts imports seedDemoIfEmpty) on PostgreSQL and on PGlite alike.
//   npm run db:seed            seeds when the Listing table is empty
//   npm run db:seed -- --force deletes the curated listings and seeds them again
// Importing this file has no side effects; the CLI runs only when it is the entry point.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { brandSlug } from "../../lib/directory/kinds";
import { FACT_KEYS, isEmptyFact } from "../../lib/listings/facts";
import { DEMO_LISTINGS, type DemoListing } from "../../prisma/seed/demo";
import { syncListingCityPoints } from "./city-points";
import { requireDatabaseUrl } from "./database-url";

/** Scalar columns copied from a demo listing as they are (null when unset). */
const SCALAR_COLUMNS = [
  "name",
  "description",
  "website",
  "country",
  "city",
  "address",
  "location",
  "region",
  "category",
  "brand",
  "platform",
  "leaderboardType",
  "foodType",
  "profession",
  "batteryLife",
  "supplementForm",
] as const;
const BOOLEAN_COLUMNS = [
  "telehealth",
  "homeCollection",
  "onlineResults",
  "subscriptionAvailable",
  "doctorReview",
  "thirdPartyTested",
] as const;
const ARRAY_COLUMNS = [
  "tags",
  "specialties",
  "services",
  "healthConditions",
  "biomarkers",
  "testTypes",
  "advancedBiomarkers",
  "features",
  "trackingCapabilities",
  "ingredients",
  "healthGoals",
  "qualifications",
  "consultationType",
  "languages",
  "dietaryPreferences",
  "deliveryAreas",
  "metrics",
  "categories",
  "sampleMethods",
  "diagnostics",
  "platforms",
  "sensors",
  "thirdPartyTesting",
] as const;

/** A demo listing's facts come from its organisation's own website: that address is their source. */
export function demoSourceUrls(listing: DemoListing): string[] {
  const record = listing as Record<string, unknown>;
  return FACT_KEYS.some((key) => !isEmptyFact(record[key])) ? [listing.website] : [];
}

type Column = { name: string; cast?: string; value: (row: PreparedRow) => unknown };
type PreparedRow = { id: string; slug: string; listing: DemoListing };

/** Parameterised columns, in insert order. Constant columns (status, origin, timestamps…) are written as SQL. */
const COLUMNS: Column[] = [
  { name: "id", value: (r) => r.id },
  { name: "kind", cast: `"ListingKind"`, value: (r) => r.listing.kind },
  { name: "slug", value: (r) => r.slug },
  ...SCALAR_COLUMNS.map((name): Column => ({ name, value: (r) => r.listing[name] ?? null })),
  // The card text prefers shortDescription; the demo descriptions are short already.
  { name: "shortDescription", value: (r) => r.listing.description },
  ...BOOLEAN_COLUMNS.map((name): Column => ({
    name,
    cast: "boolean",
    value: (r) => r.listing[name] ?? null,
  })),
  // A demo listing marked featured is an editor's pick (never a sponsorship: nobody paid for a demo listing).
  { name: "placement", cast: `"ListingPlacement"`, value: (r) => (r.listing.featured ? "editorial" : null) },
  ...ARRAY_COLUMNS.map((name): Column => ({ name, cast: "text[]", value: (r) => r.listing[name] ?? [] })),
  { name: "sourceUrls", cast: "text[]", value: (r) => demoSourceUrls(r.listing) },
];

/**
 * Always-the-same values: curated, published now, not sponsored, not verified, no rating. firstPublishedAt stays
 * empty: the seeding date is not when an organisation was first published here.
 */
const CONSTANT_COLUMNS: [string, string][] = [
  ["status", `'published'::"ListingStatus"`],
  ["origin", `'curated'::"ListingOrigin"`],
  ["verified", "false"],
  ["createdAt", "(now() AT TIME ZONE 'UTC')"],
  ["updatedAt", "(now() AT TIME ZONE 'UTC')"],
  ["publishedAt", "(now() AT TIME ZONE 'UTC')"],
];

const quote = (column: string) => `"${column}"`;
/** PostgreSQL accepts at most 65,535 bind parameters per statement. */
const MAX_PARAMS = 60_000;

/** `brandSlug(name)`, with -2, -3… appended when (kind, slug) is already taken in the database or this batch. */
async function assignSlugs(client: pg.ClientBase, listings: DemoListing[]): Promise<PreparedRow[]> {
  const bases = listings.map((l) => brandSlug(l.name) || "listing");
  const patterns = [...new Set(bases)].map((base) => `${base.replace(/[\\%_]/g, "\\$&")}%`);
  const { rows } = await client.query<{ kind: string; slug: string }>(
    `SELECT kind::text AS kind, slug FROM "Listing" WHERE slug LIKE ANY($1::text[])`,
    [patterns],
  );
  const taken = new Set(rows.map((r) => `${r.kind}/${r.slug}`));
  return listings.map((listing, index) => {
    const base = bases[index] ?? "listing";
    let slug = base;
    for (let n = 2; taken.has(`${listing.kind}/${slug}`); n++) slug = `${base}-${n}`;
    taken.add(`${listing.kind}/${slug}`);
    return { id: randomUUID(), slug, listing };
  });
}

/** Inserts every demo listing with multi-row INSERTs on an open transaction; returns the number inserted. */
async function insertDemoListings(client: pg.ClientBase, listings: DemoListing[] = DEMO_LISTINGS): Promise<number> {
  const prepared = await assignSlugs(client, listings);
  const columnList = [...COLUMNS.map((c) => c.name), ...CONSTANT_COLUMNS.map(([name]) => name)].map(quote).join(", ");
  const constants = CONSTANT_COLUMNS.map(([, sql]) => sql).join(", ");
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS / COLUMNS.length));

  let inserted = 0;
  for (let start = 0; start < prepared.length; start += rowsPerStatement) {
    const chunk = prepared.slice(start, start + rowsPerStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = COLUMNS.map((column) => {
        params.push(column.value(row));
        return column.cast ? `$${params.length}::${column.cast}` : `$${params.length}`;
      });
      return `(${placeholders.join(", ")}, ${constants})`;
    });
    const result = await client.query(`INSERT INTO "Listing" (${columnList}) VALUES ${tuples.join(",\n")}`, params);
    inserted += result.rowCount ?? chunk.length;
  }
  return inserted;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs `work` in one transaction holding a transaction-scoped advisory lock, so concurrent seeders queue up. */
async function inSeedTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('longevity-directory:seed-demo'))");
    const value = await work();
    await client.query("COMMIT");
    return value;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/** Inserts all demo listings (published, curated) in one transaction; returns how many were inserted. */
export async function seedDemo(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, (client) => inSeedTransaction(client, () => insertDemoListings(client)));
}

/** Seeds the demo set only when the Listing table has no rows at all. */
export async function seedDemoIfEmpty(databaseUrl: string): Promise<void> {
  const loaded = await withClient(databaseUrl, (client) =>
    inSeedTransaction(client, async () => {
      const { rows } = await client.query<{ has_rows: boolean }>(`SELECT EXISTS (SELECT 1 FROM "Listing") AS has_rows`);
      if (rows[0]?.has_rows) return 0;
      return insertDemoListings(client);
    }),
  );
  if (loaded > 0) console.log(`Loaded ${loaded} curated demo listings into an empty database.`);
}

/** Deletes the curated listings and inserts the demo set again, in one transaction. */
export async function reseedDemo(databaseUrl: string): Promise<{ deleted: number; inserted: number }> {
  return withClient(databaseUrl, (client) =>
    inSeedTransaction(client, async () => {
      const deleted = await client.query(`DELETE FROM "Listing" WHERE origin = 'curated'`);
      const inserted = await insertDemoListings(client);
      return { deleted: deleted.rowCount ?? 0, inserted };
    }),
  );
}

async function main() {
  const databaseUrl = requireDatabaseUrl();
  if (process.argv.includes("--force")) {
    const { deleted, inserted } = await reseedDemo(databaseUrl);
    await syncListingCityPoints(databaseUrl);
    console.log(`Deleted ${deleted} curated listing(s); inserted ${inserted} demo listings.`);
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ count: string }>(`SELECT count(*) AS count FROM "Listing"`)
    .finally(() => client.end());
  const existing = Number(rows[0]?.count ?? 0);
  if (existing > 0) {
    console.log(
      `The Listing table already has ${existing} row(s); nothing seeded. Use --force to replace the curated listings.`,
    );
    return;
  }
  await seedDemoIfEmpty(databaseUrl);
  await syncListingCityPoints(databaseUrl);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
