// `npm start`: the whole product on one command. Embedded PGlite unless DATABASE_URL is set,
// migrations, demo data on an empty database, a production build when sources changed, then `next start`.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { buildIsStale, markBuildComplete } from "./lib/build-stamp";
import { startEmbeddedDb } from "./lib/embedded-db";
import { run, stop } from "./lib/processes";
import { migrate } from "../server/db/migrate";
import { seedDemoIfEmpty } from "./db/seed-demo";

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
  if (!process.env.DATABASE_URL) {
    const dataDir = process.env.EMBEDDED_DB_DIR ?? ".data/pglite";
    const embedded = await startEmbeddedDb(dataDir, Number(process.env.EMBEDDED_DB_PORT ?? 5433));
    children.push(embedded.process);
    process.env.DATABASE_URL = embedded.url;
    // PGlite is one connection behind a multiplexer: one pooled connection keeps transactions unmixed.
    process.env.DATABASE_POOL_SIZE ??= "1";
    console.log(`Embedded database (PGlite) in ${dataDir}`);
  }
  await migrate(process.env.DATABASE_URL, { quiet: true });
  await seedDemoIfEmpty(process.env.DATABASE_URL);

  process.env.AUTH_SECRET ??= "local-development-secret-change-me";
  process.env.ADMIN_PASSWORD ??= "admin";
  const next = "node_modules/.bin/next";
  if (!dev && buildIsStale()) {
    await run(next, ["build"]);
    markBuildComplete();
  }
  const server = spawn(next, [dev ? "dev" : "start", "-p", port], { stdio: "inherit", env: process.env });
  children.push(server);
  server.on("exit", (code) => void shutdown(code ?? 0));
  console.log(`Longevity Directory on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  void shutdown(1);
});
