// `npm start`: the whole product on one command. Embedded PGlite unless DATABASE_URL is set,
// migrations, demo data on an empty database, a production build when sources changed, then `next start` (or
// `next dev`) with the node options of scripts/lib/next-server.ts.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildIsStale, markBuildComplete } from "./lib/build-stamp";
import { startEmbeddedDb } from "./lib/embedded-db";
import { nextServerArgs } from "./lib/next-server";
import { ensureLocalAdminPassword, ensureLocalSecrets, secretsFileFor } from "./lib/local-secrets";
import { run, stop } from "./lib/processes";
import { prepareDatabase } from "./db/prepare";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
const children: ChildProcess[] = [];
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  // Stop the web server first so it releases its connections, then the database flushes to disk.
  for (const child of [...children].reverse()) await stop(child);
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

async function main() {
  // Same precedence as Next.js: real environment first, then .env.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const dataDir = process.env.EMBEDDED_DB_DIR ?? ".data/pglite";
  // Never a fixed default: missing secrets are generated once and kept beside the embedded database.
  ensureLocalSecrets(secretsFileFor(dataDir));
  await ensureLocalAdminPassword(secretsFileFor(dataDir));
  const embeddedDatabase = !process.env.DATABASE_URL;
  let databaseUrl = process.env.DATABASE_URL ?? "";
  if (embeddedDatabase) {
    const embedded = await startEmbeddedDb(dataDir, Number(process.env.EMBEDDED_DB_PORT ?? 5433));
    children.push(embedded.process);
    databaseUrl = process.env.DATABASE_URL = embedded.url;
    // PGlite is one connection behind a multiplexer: one pooled connection keeps transactions unmixed.
    process.env.DATABASE_POOL_SIZE ??= "1";
    console.log(`Embedded database (PGlite) in ${dataDir}`);
  }
  await prepareDatabase(databaseUrl);

  const next = "node_modules/.bin/next";
  // The embedded database is known by its folder (its port may change); any other by its URL.
  const database = embeddedDatabase ? path.resolve(dataDir) : databaseUrl;
  // START_REUSE_BUILD=true: serve whatever complete build exists (tests starting a second app beside a running one,
  // which a rebuild would pull the files from under).
  if (!dev && buildIsStale(database, { reuseAnyComplete: process.env.START_REUSE_BUILD === "true" })) {
    await run(next, ["build"]);
    markBuildComplete(database);
  }
  const server = spawn(process.execPath, nextServerArgs({ dev, port }), {
    stdio: "inherit",
    env: { ...process.env, PORT: port, NODE_ENV: dev ? "development" : "production" },
  });
  children.push(server);
  server.on("exit", (code) => void shutdown(code ?? 0));
  console.log(`Longevity Directory on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  void shutdown(1);
});
