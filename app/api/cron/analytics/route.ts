import { withInternal } from "@/server/http/internal";
import { runAnalyticsMaintenance } from "@/server/jobs/rebuild-analytics-rollups";

/**
 * The scheduler's daily analytics run (`Authorization: Bearer <CRON_SECRET>`): deletes visitor-hash salts older than
 * yesterday and recounts yesterday's counters from the stored events. GET for Vercel Cron, POST for other schedulers.
 */
const run = withInternal(async () =>
  Response.json(await runAnalyticsMaintenance(), { headers: { "cache-control": "no-store" } }),
);

export const GET = run;
export const POST = run;
