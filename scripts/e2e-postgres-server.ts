// The e2e suite's second server: the same production build as `npm start`, on a temporary real PostgreSQL with the
// demo data, so the browser-level hostile-input suite runs on both databases. Waits for the first server (which
// builds when stale) before starting, and removes the cluster on exit.
import { spawn } from "node:child_process";
import { startTempPostgres } from "../tests/support/postgres";
import { prepareDatabase } from "./db/prepare";
import { nextServerArgs } from "./lib/next-server";

const port = process.env.PORT ?? "3101";
const builtServer = process.env.WAIT_FOR_URL;

async function waitFor(url: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const database = await startTempPostgres();
await prepareDatabase(database.url);
if (builtServer) await waitFor(builtServer);

const server = spawn(process.execPath, nextServerArgs({ port }), {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: "5",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-postgres-secret-not-for-production",
  },
});
const shutdown = async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await database.stop();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
server.on("exit", (code) => void database.stop().finally(() => process.exit(code ?? 0)));
console.log(`[e2e-postgres] serving the build on :${port} with ${database.url}`);
