import path from "node:path";
import { runner } from "node-pg-migrate";
import { seedBiomarkers } from "./seed-biomarkers";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

/**
 * Applies every pending SQL migration in file-name order and records it in `pgmigrations`, then adds the catalogue
 * markers the database lacks (reference data every database needs, whatever else it is seeded with).
 */
export async function migrate(databaseUrl: string, options: { quiet?: boolean } = {}) {
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: "up",
    migrationsTable: "pgmigrations",
    checkOrder: true,
    // Each file runs in its own transaction; a failure leaves earlier files applied and this one rolled back.
    singleTransaction: false,
    verbose: false,
    log: options.quiet ? () => {} : (msg: string) => console.log(`[migrate] ${msg}`),
  });
  await seedBiomarkers(databaseUrl);
  return applied.map((m) => m.name);
}
