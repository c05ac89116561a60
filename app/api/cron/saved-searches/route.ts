import { withInternal } from "@/server/http/internal";
import { sendSavedSearchAlerts } from "@/server/jobs/send-saved-search-alerts";

/**
 * The scheduler's saved-search run, every 10 minutes (`Authorization: Bearer <CRON_SECRET>`): a run stops starting
 * new batches after its time budget, and the next goes on. Answers how many emails went out and whether it finished.
 */
const run = withInternal(async () =>
  Response.json(await sendSavedSearchAlerts(), { headers: { "cache-control": "no-store" } }),
);

export const GET = run;
export const POST = run;
