// One run of a scheduled job from the command line (what the scheduler's cron route does). With DATABASE_URL set it
// runs the job in this process; otherwise (the embedded database of `npm start`) it asks the running app through the
// job's cron route, like `npm run listing`. `--http` always goes through the app (SITE_URL, CRON_SECRET). Secrets
// missing from the environment come from .env, then from the file `npm start` generated them into.
import { existsSync, readFileSync } from "node:fs";
import { allowServerOnlyImports } from "../eval/server-only-hook";
import { GENERATED_SECRETS, secretsFileFor } from "../lib/local-secrets";

function loadSecrets(): void {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const secretsFile = secretsFileFor(process.env.EMBEDDED_DB_DIR ?? ".data/pglite");
  const stored = existsSync(secretsFile)
    ? (JSON.parse(readFileSync(secretsFile, "utf8")) as Partial<Record<string, string>>)
    : {};
  for (const name of GENERATED_SECRETS) {
    const value = stored[name];
    // Assigning undefined to process.env would store the string "undefined".
    if (value && !process.env[name]) process.env[name] = value;
  }
}

async function throughApp(route: string): Promise<boolean> {
  const secret = process.env.CRON_SECRET;
  if (!secret) {
    console.error("CRON_SECRET is not set (and npm start has not generated one yet)");
    return false;
  }
  const site = (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
  try {
    const response = await fetch(`${site}${route}`, { method: "POST", headers: { authorization: `Bearer ${secret}` } });
    console.log(`${response.status} ${await response.text()}`);
    return response.ok;
  } catch (error) {
    console.error(`Could not reach ${site} (is npm start running?):`, error instanceof Error ? error.message : error);
    return false;
  }
}

async function inProcess(run: () => Promise<unknown>): Promise<boolean> {
  allowServerOnlyImports();
  // Imported only now: server modules need the hook above, and the database client reads DATABASE_URL as it loads.
  const { db } = await import("../../server/db/client");
  try {
    console.log(JSON.stringify(await run()));
    return true;
  } finally {
    await db.$disconnect();
  }
}

/** Runs the job (in this process, or through `route` of the running app) and exits with its outcome. */
export async function runJob(route: string, run: () => Promise<unknown>): Promise<never> {
  loadSecrets();
  const ok =
    process.argv.includes("--http") || !process.env.DATABASE_URL ? await throughApp(route) : await inProcess(run);
  process.exit(ok ? 0 : 1);
}
