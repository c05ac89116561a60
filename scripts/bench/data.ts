// The data bench: `npm run bench:data -- --count 1000000` seeds that many synthetic listings (all kinds, across
// Europe, with coordinates) into a temporary PostgreSQL by COPY, then times the listing queries the app runs with
// EXPLAIN ANALYZE over a realistic mix of parameters and prints each class's p95 against its target.
// Flags: --count N (default 1,000,000), --runs N (EXPLAIN runs per query, default 3), --keep (leave the database
// running and print its URL, for trying queries by hand; Ctrl-C removes it), --database-url URL (time the queries on
// an existing database, e.g. one kept by --keep after a migration, without seeding), --only TEXT (time only the
// classes whose name holds TEXT, e.g. "full-text").
import pg from "pg";
import { DEFAULT_PER_CATEGORY } from "../../server/assistant/directory-sql";
import { EVAL_QUESTIONS } from "../../server/assistant/eval";
import { searchesDirectory, understand, type Understanding } from "../../server/assistant/knowledge-engine";
import { retrievalSql, retrievalWords, wordShares } from "../../server/assistant/retrieval/statement";
import type { Prisma } from "../../server/db/generated/client";
import { DIRECTORY_PAGE_SIZE } from "../../lib/directory/directory-schema";
import { parseDirectoryQuery } from "../../lib/directory/directory-api-schema";
import type { DirectoryView } from "../../lib/directory/directory-path";
import {
  browseIdsSql,
  correctedTsQuerySql,
  fullTextIdsSql,
  sharesSql,
  termSharesSql,
  textSearch,
  toPrefixTsQuery,
  type TermShare,
} from "../../server/listings/read/search-sql";
import { LISTINGS_PER_SITEMAP_FILE } from "../../server/sitemap/limits";
import { seedDatabase } from "./seed";
import { startTempPostgres } from "./temp-postgres";
import { formatDuration, log } from "./util";

type Query = { sql: string; params: unknown[] };
/** Each measurement is one or more statements the app runs one after the other, timed together. */
type QueryClass = { name: string; targetMs: number; queries: Query[][] };

const statement = (value: Prisma.Sql): Query => ({ sql: value.text, params: value.values });
const one = (queries: Query[]): Query[][] => queries.map((query) => [query]);
// The directory's own default region, as its page asks for it.
const listingQuery = (view: DirectoryView, params: string) =>
  parseDirectoryQuery(view, new URLSearchParams(`region=Europe&${params}`));

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]?.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a non-negative integer`);
  return value;
}

async function sequentially<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
}

/** A full-text search as the app runs it: its terms' shares of the listings, then the matches. */
async function fullTextSearch(client: pg.Client, view: DirectoryView, search: string, tsquery: string) {
  const sharesSql = termSharesSql(tsquery);
  const shares = sharesSql ? [statement(sharesSql)] : [];
  const rows = sharesSql ? (await client.query<TermShare>(sharesSql.text, sharesSql.values)).rows : [];
  const matches = fullTextIdsSql(listingQuery(view, `search=${encodeURIComponent(search)}`), textSearch(tsquery, rows));
  return [...shares, statement(matches)];
}

const fullText = (client: pg.Client, searches: [DirectoryView, string][]) =>
  sequentially(searches, ([view, words]) => fullTextSearch(client, view, words, toPrefixTsQuery(words) ?? ""));

/** The typo fallback: the correction, then the full-text search with the corrected words. */
async function typoFallback(client: pg.Client, typo: string): Promise<Query[]> {
  const correction = statement(correctedTsQuerySql(typo)!);
  const { rows } = await client.query<{ tsquery: string | null }>(correction.sql, correction.params);
  const corrected = rows[0]?.tsquery;
  if (!corrected) throw new Error(`no correction for '${typo}'`);
  return [correction, ...(await fullTextSearch(client, "all", typo, corrected))];
}

/** The assistant's search for one question, as retrieveListings runs it; null when the question searches nothing. */
async function assistantSearch(client: pg.Client, understanding: Understanding): Promise<Query[] | null> {
  if (!searchesDirectory(understanding)) return null;
  const words = retrievalWords(understanding.plan);
  const shares = words.length ? statement(sharesSql(words)) : null;
  const rows = shares ? (await client.query<TermShare>(shares.sql, shares.params)).rows : [];
  const found = retrievalSql(understanding.plan, DEFAULT_PER_CATEGORY, wordShares(words, rows));
  return found ? [...(shares ? [shares] : []), statement(found)] : null;
}

async function queryClasses(client: pg.Client, listings: number): Promise<QueryClass[]> {
  const { rows: slugs } = await client.query<{ kind: string; slug: string }>(
    `SELECT kind::text, slug FROM "Listing" TABLESAMPLE SYSTEM (1) WHERE status = 'published' LIMIT 50`,
  );
  const categoryPages = (view: DirectoryView, filters: string) =>
    Array.from({ length: 50 }, (_, page) =>
      statement(browseIdsSql(listingQuery(view, `${filters}&offset=${page * DIRECTORY_PAGE_SIZE}`), null)),
    );
  const sitemapChunks = Math.max(1, Math.ceil(listings / LISTINGS_PER_SITEMAP_FILE));
  return [
    {
      name: "full-text, common words",
      targetMs: 50,
      queries: await fullText(client, [
        ["all", "longevity"],
        ["all", "clinic"],
        ["all", "berlin"],
        ["clinics", "longevity"],
        ["clinics", "berlin"],
        ["supplements", "magnesium"],
        ["all", "sleep"],
        ["all", "longevity clinic"],
      ]),
    },
    {
      name: "full-text, rare words",
      targetMs: 50,
      queries: await fullText(client, [
        ["all", "oulu"],
        ["all", "zug"],
        ["clinics", "faro"],
        ["all", "tampere longevity"],
        ["labs", "groningen"],
        ["all", "xylophone"],
      ]),
    },
    {
      name: "typo fallback",
      targetMs: 100,
      queries: await sequentially(["longevty", "clinc", "berln", "magnesum", "vitamn", "longevty clinc"], (typo) =>
        typoFallback(client, typo),
      ),
    },
    {
      name: "category page with filters, first 50 pages",
      targetMs: 10,
      queries: one([
        ...categoryPages("clinics", "specialties=longevity"),
        ...categoryPages("labs", "country=Germany"),
        ...categoryPages("supplements", "verified=true"),
      ]),
    },
    {
      name: "detail by slug",
      targetMs: 2,
      queries: one(
        slugs.map(({ kind, slug }) => ({
          sql: `SELECT * FROM "Listing" WHERE "kind" = $1::"ListingKind" AND "status" = 'published' AND ("slug" = $2 OR "id" = $2) LIMIT 1`,
          params: [kind, slug],
        })),
      ),
    },
    {
      name: "assistant recommendations",
      targetMs: 20,
      // The statements the assistant runs for each question of its evaluation set that searches the directory: its
      // words' shares, then the search.
      queries: (
        await sequentially(EVAL_QUESTIONS, ({ query, locale }) => assistantSearch(client, understand(query, locale)))
      ).flatMap((queries) => (queries ? [queries] : [])),
    },
    {
      name: "sitemap chunk of 50,000 URLs",
      targetMs: 1_000,
      // What sitemapListingsPage() has Prisma run for each file.
      queries: one(
        Array.from({ length: sitemapChunks }, (_, page) => ({
          sql: `SELECT "kind", "slug", "updatedAt" FROM "Listing" WHERE "status" = 'published' ORDER BY "id" ASC LIMIT $1 OFFSET $2`,
          params: [LISTINGS_PER_SITEMAP_FILE, page * LISTINGS_PER_SITEMAP_FILE],
        })),
      ),
    },
  ];
}

type Explained = { "Execution Time": number; "Planning Time": number };

async function explain(client: pg.Client, statements: Query[]): Promise<number> {
  let ms = 0;
  for (const query of statements) {
    const { rows } = await client.query<{ "QUERY PLAN": Explained[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`,
      query.params,
    );
    const plan = rows[0]!["QUERY PLAN"][0]!;
    ms += plan["Execution Time"] + plan["Planning Time"];
  }
  return ms;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))
  ]!;

async function timeQueries(databaseUrl: string, runs: number, heading: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ listings: string }>(`SELECT count(*) AS listings FROM "Listing"`);
    const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
    const classes = (await queryClasses(client, Number(rows[0]?.listings ?? 0))).filter(
      (queryClass) => !only || queryClass.name.includes(only),
    );
    log(`timing ${classes.reduce((sum, c) => sum + c.queries.length, 0)} queries × ${runs} runs…`);
    const lines: string[] = [];
    for (const queryClass of classes) {
      const times: number[] = [];
      // One untimed pass first: the bench measures a warm cache, as a running app has.
      for (const query of queryClass.queries) await explain(client, query);
      for (let run = 0; run < runs; run++)
        for (const query of queryClass.queries) times.push(await explain(client, query));
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      const verdict = p95 <= queryClass.targetMs ? "ok" : "OVER";
      lines.push(
        `${queryClass.name.padEnd(44)} ${String(queryClass.queries.length).padStart(4)} queries  p50 ${p50.toFixed(2).padStart(8)} ms  p95 ${p95.toFixed(2).padStart(8)} ms  target ≤ ${String(queryClass.targetMs).padStart(5)} ms  ${verdict}`,
      );
    }
    console.log(
      `\n${Number(rows[0]?.listings ?? 0).toLocaleString("en")} listings${heading}; server time (execution + planning, ` +
        `EXPLAIN ANALYZE) over ${runs} runs of each query, warm cache:\n`,
    );
    console.log(lines.join("\n"));
  } finally {
    await client.end();
  }
}

async function main() {
  const runs = Math.max(1, argument("runs", 3));
  const existing = process.argv[process.argv.indexOf("--database-url") + 1];
  if (process.argv.includes("--database-url") && existing) return timeQueries(existing, runs, "");
  const count = argument("count", 1_000_000);
  const database = await startTempPostgres();
  try {
    const seeded = await seedDatabase(database.url, count);
    await timeQueries(
      database.url,
      runs,
      ` (${seeded.syntheticInserted.toLocaleString("en")} synthetic): seeded in ${formatDuration(seeded.seedSyntheticMs)} ` +
        `(COPY, indexes built after), VACUUM ANALYZE ${formatDuration(seeded.analyzeMs)}`,
    );
    if (process.argv.includes("--keep")) {
      console.log(`\nThe database stays up at ${database.url} until Ctrl-C.`);
      await new Promise(() => {});
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
