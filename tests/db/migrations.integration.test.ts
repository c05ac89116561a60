import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrate, MIGRATIONS_DIR } from "@/server/db/migrate";

const url = inject("TEST_DATABASE_URL");
const kind = inject("TEST_DB_KIND");
const migrationFiles = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith(".sql"))
  .map((file) => file.replace(/\.sql$/, ""))
  .sort();

describe(`migrations on ${kind}`, () => {
  let pool: pg.Pool;
  const suffix = randomUUID().slice(0, 8);
  const ids = [`test-longevity-${suffix}`, `test-sleep-${suffix}`];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 2 });
    await pool.query(
      `INSERT INTO "Listing" (id, kind, slug, name, "updatedAt", city, tags, "shortDescription")
       VALUES ($1, 'lab', $3, 'Longevity Lab', now(), 'Berlin', ARRAY['biomarkers','epigenetic age'], 'Blood tests for healthy ageing'),
              ($2, 'clinic', $4, 'Sleep Clinic', now(), 'Munich', ARRAY['sleep'], 'Overnight sleep studies')`,
      [ids[0], ids[1], `longevity-lab-${suffix}`, `sleep-clinic-${suffix}`],
    );
  });

  afterAll(async () => {
    await pool?.query(`DELETE FROM "Listing" WHERE id = ANY($1)`, [ids]);
    await pool?.end();
  });

  it("applied every migration file on the empty database", () => {
    expect(migrationFiles.length).toBeGreaterThan(0);
    expect([...inject("TEST_MIGRATIONS_APPLIED")].sort()).toEqual(migrationFiles);
  });

  it("records the migrations in pgmigrations", async () => {
    const { rows } = await pool.query<{ name: string }>(`SELECT name FROM pgmigrations ORDER BY name`);
    expect(rows.map((r) => r.name)).toEqual(migrationFiles);
  });

  it("applies nothing when run again", async () => {
    expect(await migrate(url, { quiet: true })).toEqual([]);
    const { rows } = await pool.query<{ count: string }>(`SELECT count(*) FROM pgmigrations`);
    expect(Number(rows[0]?.count)).toBe(migrationFiles.length);
  });

  it("has the generated searchVector column and pg_trgm", async () => {
    const column = await pool.query<{ data_type: string; is_generated: string }>(
      `SELECT data_type, is_generated FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'Listing' AND column_name = 'searchVector'`,
    );
    expect(column.rows).toEqual([{ data_type: "tsvector", is_generated: "ALWAYS" }]);
    const extension = await pool.query(`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(extension.rowCount).toBe(1);
  });

  it("has the search, trigram and directory-order indexes", async () => {
    const { rows } = await pool.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'Listing'`,
    );
    const defs = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    expect(defs.get("Listing_searchVector_idx")).toMatch(/USING gin \("searchVector"\)/);
    expect(defs.get("Listing_name_trgm_idx")).toMatch(/USING gin \(lower\(name\) gin_trgm_ops\)/);
    expect(defs.get("Listing_directory_order_idx")).toMatch(
      /\(status, kind, featured DESC, COALESCE\(rating, .*\) DESC, id DESC\)/,
    );
    expect(defs.get("Listing_all_order_idx")).toMatch(
      /\(status, featured DESC, COALESCE\(rating, .*\) DESC, id DESC\)/,
    );
  });

  it("finds rows with full-text search on searchVector", async () => {
    const search = async (config: string, query: string) =>
      (
        await pool.query<{ id: string }>(
          `SELECT id FROM "Listing" WHERE "searchVector" @@ to_tsquery($1::regconfig, $2) AND id = ANY($3)
           ORDER BY ts_rank("searchVector", to_tsquery($1::regconfig, $2)) DESC`,
          [config, query, ids],
        )
      ).rows.map((r) => r.id);
    expect(await search("simple", "longevity")).toEqual([ids[0]]);
    // English stemming over name, city, tags and description.
    expect(await search("english", "clinics")).toEqual([ids[1]]);
    expect(await search("english", "berlin & biomarker")).toEqual([ids[0]]);
    expect(await search("english", "studies")).toEqual([ids[1]]);
    expect(await search("english", "nothingmatches")).toEqual([]);
  });

  it("finds misspelt names with the trigram operator", async () => {
    const { rows } = await pool.query<{ id: string; score: number }>(
      `SELECT id, similarity(lower(name), 'longevty') AS score FROM "Listing"
       WHERE lower(name) % 'longevty' AND id = ANY($1)`,
      [ids],
    );
    expect(rows.map((r) => r.id)).toEqual([ids[0]]);
    expect(rows[0]?.score).toBeGreaterThan(0.3);
  });

  it("uses the GIN index for searchVector when sequential scans are off", async () => {
    const client = await pool.connect();
    try {
      // SET LOCAL: pglite-server multiplexes connections onto one backend, so session settings would leak.
      await client.query("BEGIN");
      await client.query("SET LOCAL enable_seqscan = off");
      const { rows } = await client.query<{ "QUERY PLAN": string }>(
        `EXPLAIN SELECT id FROM "Listing" WHERE "searchVector" @@ to_tsquery('simple', 'x')`,
      );
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan).toContain("Listing_searchVector_idx");
    } finally {
      await client.query("ROLLBACK").catch(() => {});
      client.release();
    }
  });
});
