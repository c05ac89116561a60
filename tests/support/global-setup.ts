// Global setup of the `integration` Vitest project: one fresh, migrated database for the whole run.
// TEST_DB_KIND=postgres → a temp cluster of the system PostgreSQL; TEST_DB_KIND=pglite (default) → in-memory
// pglite-server, the engine `npm start` embeds. `npm test` runs the integration project once on each.
import type { TestProject } from "vitest/node";
import { migrate } from "../../server/db/migrate";
import { startTempPglite } from "./pglite";
import { postgresAvailable, startTempPostgres } from "./postgres";

export type TestDbKind = "postgres" | "pglite";

declare module "vitest" {
  export interface ProvidedContext {
    TEST_DATABASE_URL: string;
    TEST_DB_KIND: TestDbKind;
    /** Migrations applied by global setup on the empty database. */
    TEST_MIGRATIONS_APPLIED: string[];
  }
}

function dbKind(): TestDbKind {
  const kind = process.env.TEST_DB_KIND ?? "pglite";
  if (kind !== "postgres" && kind !== "pglite")
    throw new Error(`TEST_DB_KIND must be "postgres" or "pglite", got "${kind}"`);
  return kind;
}

export default async function setup(project: TestProject) {
  const kind = dbKind();
  if (kind === "postgres" && !postgresAvailable()) {
    throw new Error(
      "TEST_DB_KIND=postgres needs the PostgreSQL server binaries (Debian: apt-get install postgresql) or PG_BIN",
    );
  }
  const started = Date.now();
  const database = kind === "postgres" ? await startTempPostgres() : await startTempPglite();
  let applied: string[];
  try {
    applied = await migrate(database.url, { quiet: true });
  } catch (error) {
    await database.stop();
    throw error;
  }
  console.log(`[integration] ${kind} on ${database.url}: ${applied.length} migration(s) in ${Date.now() - started} ms`);

  // Workers are forked after global setup and inherit these, so server code reading env() finds the database.
  process.env.TEST_DB_KIND = kind;
  process.env.TEST_DATABASE_URL = database.url;
  process.env.DATABASE_URL = database.url;
  // Secrets of a test run only (member sessions, signed links, cron routes).
  process.env.AUTH_SECRET ??= "integration-test-auth-secret-not-for-production";
  process.env.CRON_SECRET ??= "integration-test-cron-secret-not-for-production-0123";
  // Emails written without SMTP land in the run's scratch folder, never in a developer's .data/outbox.
  process.env.OUTBOX_DIR ??= `.tmp/test-outbox-${kind}`;
  // PGlite is one backend behind a multiplexer; keep pools small there.
  if (kind === "pglite") process.env.DATABASE_POOL_SIZE ??= "2";
  project.provide("TEST_DATABASE_URL", database.url);
  project.provide("TEST_DB_KIND", kind);
  project.provide("TEST_MIGRATIONS_APPLIED", applied);

  return async () => {
    await database.stop();
  };
}
