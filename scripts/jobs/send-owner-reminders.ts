// `npm run jobs:owner-reminders`: one run of the owners' 6-monthly reminders, in this process or through
// POST /api/cron/owner-reminders.
import { runJob } from "./run-job";

await runJob("/api/cron/owner-reminders", async () => {
  const { sendOwnerReminders } = await import("../../server/jobs/send-owner-reminders");
  return sendOwnerReminders();
});
