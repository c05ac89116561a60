// `npm run jobs:alerts`: one run of the alert digests, in this process or through POST /api/cron/alert-digests.
import { runJob } from "./run-job";

await runJob("/api/cron/alert-digests", async () => {
  const { sendAlertDigests } = await import("../../server/jobs/send-alert-digests");
  return sendAlertDigests();
});
