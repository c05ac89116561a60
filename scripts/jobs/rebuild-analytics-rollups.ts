// `npm run jobs:analytics -- [--from YYYY-MM-DD --to YYYY-MM-DD]`: with a range, recounts those UTC days' analytics
// counters from the stored events (a repair; inserts keep them current); without, the daily run of the cron route
// (prune old salts, recount yesterday). Needs DATABASE_URL (the running app's embedded database: use the cron route).
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { allowServerOnlyImports } from "../eval/server-only-hook";

if (existsSync(".env")) process.loadEnvFile(".env");
const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set (with npm start's embedded database, call POST /api/cron/analytics instead)");
  process.exit(1);
}
allowServerOnlyImports();
const { rebuildAnalyticsRollups, runAnalyticsMaintenance } =
  await import("../../server/jobs/rebuild-analytics-rollups");
const { db } = await import("../../server/db/client");
try {
  const report = values.from
    ? await rebuildAnalyticsRollups({ from: values.from, to: values.to ?? values.from })
    : await runAnalyticsMaintenance();
  console.log(JSON.stringify(report));
} finally {
  await db.$disconnect();
}
