import { withInternal } from "@/server/http/internal";
import { sendOwnerReminders } from "@/server/jobs/send-owner-reminders";

/**
 * The scheduler's owner-reminder run (`Authorization: Bearer <CRON_SECRET>`): GET for Vercel Cron, POST for any other
 * scheduler and `npm run jobs:owner-reminders`. Answers how many reminders went out.
 */
const run = withInternal(async () =>
  Response.json(await sendOwnerReminders(), { headers: { "cache-control": "no-store" } }),
);

export const GET = run;
export const POST = run;
