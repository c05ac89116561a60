// Prepares the bench database: migrations, the curated demo set, N synthetic listings, then VACUUM ANALYZE
// (the steady state autovacuum keeps in production: fresh statistics and a visibility map for index-only scans).
import pg from "pg";
import { migrate } from "../../server/db/migrate";
import { seedDemo } from "../db/seed-demo";
import { seedSynthetic } from "../db/seed-synthetic";
import { log } from "./util";

export type SeedReport = {
  listings: number;
  demoListings: number;
  syntheticRequested: number;
  syntheticInserted: number;
  migrateMs: number;
  seedDemoMs: number;
  seedSyntheticMs: number;
  analyzeMs: number;
  databaseBytes: number;
  listingTableBytes: number;
};

async function timed<T>(label: string, work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  log(`${label}…`);
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  log(`${label} done in ${Math.round(ms)} ms`);
  return { value, ms };
}

export async function seedDatabase(databaseUrl: string, syntheticCount: number): Promise<SeedReport> {
  const migrated = await timed("migrate", () => migrate(databaseUrl, { quiet: true }));
  const demo = await timed("seed demo set", () => seedDemo(databaseUrl));
  const synthetic = await timed(`seed ${syntheticCount} synthetic listings`, () =>
    seedSynthetic(databaseUrl, syntheticCount),
  );

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The bench server commits asynchronously (synchronous_commit=off): the first VACUUM after the bulk load cannot
    // mark its pages all-visible (PostgreSQL waits for the WAL flush to set the hint bits), so index-only scans would
    // still visit the heap. A second pass, as autovacuum would make later, finishes the job.
    const analyzed = await timed("VACUUM ANALYZE", async () => {
      await client.query("VACUUM ANALYZE");
      await client.query(`VACUUM "Listing"`);
    });
    const { rows } = await client.query<{ listings: string; database_bytes: string; listing_bytes: string }>(
      `SELECT (SELECT count(*) FROM "Listing") AS listings,
              pg_database_size(current_database()) AS database_bytes,
              pg_total_relation_size('"Listing"') AS listing_bytes`,
    );
    const row = rows[0];
    return {
      listings: Number(row?.listings ?? 0),
      demoListings: demo.value,
      syntheticRequested: syntheticCount,
      syntheticInserted: synthetic.value.inserted,
      migrateMs: migrated.ms,
      seedDemoMs: demo.ms,
      seedSyntheticMs: synthetic.ms,
      analyzeMs: analyzed.ms,
      databaseBytes: Number(row?.database_bytes ?? 0),
      listingTableBytes: Number(row?.listing_bytes ?? 0),
    };
  } finally {
    await client.end();
  }
}
