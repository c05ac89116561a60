// `npm run listing -- publish <id or slug>`: publishes a listing through the running app (so its cached pages,
// the directory and the sitemap are revalidated by the server that holds them). Needs SITE_URL and CRON_SECRET
// (npm start keeps them in .data/pglite-secrets.json when it generated them).
import { existsSync, readFileSync } from "node:fs";
import { secretsFileFor } from "./lib/local-secrets";

const [command, target] = process.argv.slice(2);
if (command !== "publish" || !target) {
  console.error("usage: npm run listing -- publish <id or slug>");
  process.exit(2);
}
if (existsSync(".env")) process.loadEnvFile(".env");
const secretsFile = secretsFileFor(process.env.EMBEDDED_DB_DIR ?? ".data/pglite");
const secret =
  process.env.CRON_SECRET ??
  (existsSync(secretsFile)
    ? (JSON.parse(readFileSync(secretsFile, "utf8")) as { CRON_SECRET?: string }).CRON_SECRET
    : undefined);
if (!secret) {
  console.error("CRON_SECRET is not set (and npm start has not generated one yet)");
  process.exit(2);
}
const site = (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
const response = await fetch(`${site}/api/internal/listings/${encodeURIComponent(target)}/publish`, {
  method: "POST",
  headers: { authorization: `Bearer ${secret}` },
});
const body = await response.text();
console.log(`${response.status} ${body}`);
process.exit(response.ok ? 0 : 1);
