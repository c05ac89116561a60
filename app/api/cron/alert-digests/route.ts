import { withInternal } from "@/server/http/internal";
import { sendAlertDigests } from "@/server/jobs/send-alert-digests";

/**
 * The scheduler's alert-digest run (`Authorization: Bearer <CRON_SECRET>`): GET for Vercel Cron, POST for any other
 * scheduler and `npm run jobs:alerts`. Answers how many digests went out.
 */
const run = withInternal(async () =>
  Response.json(await sendAlertDigests(), { headers: { "cache-control": "no-store" } }),
);

export const GET = run;
export const POST = run;
