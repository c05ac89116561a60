import { withInternal } from "@/server/http/internal";
import { sendSavedSearchAlerts } from "@/server/jobs/send-saved-search-alerts";

/** The scheduler's hourly saved-search run (`Authorization: Bearer <CRON_SECRET>`): how many emails went out. */
const run = withInternal(async () =>
  Response.json(await sendSavedSearchAlerts(), { headers: { "cache-control": "no-store" } }),
);

export const GET = run;
export const POST = run;
