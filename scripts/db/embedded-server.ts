// `npm run db:embedded`: only the embedded database (PGlite with pg_trgm), migrated and with the demo data, for
// running `next dev`, a test file or a script against it. Prints the DATABASE_URL to use; Ctrl-C stops it.
import { existsSync } from "node:fs";
import { startEmbeddedDb } from "../lib/embedded-db";
import { prepareDatabase } from "./prepare";

async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const dataDir = process.env.EMBEDDED_DB_DIR ?? ".data/pglite";
  const embedded = await startEmbeddedDb(dataDir, Number(process.env.EMBEDDED_DB_PORT ?? 5433));
  const stop = () => embedded.process.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  embedded.process.once("exit", (code) => process.exit(code ?? 0));
  await prepareDatabase(embedded.url);
  console.log(`Embedded database (PGlite) in ${dataDir}\nDATABASE_URL=${embedded.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
