// `npm run jobs:verify`: checks every due listing's website, draining the verifier's queue, in this process or
// (the embedded database of `npm start`) one bounded batch through POST /api/cron/verify-listings.
import { runJob } from "./run-job";

await runJob("/api/cron/verify-listings", async () => {
  const { runVerifier, stopVerifierQueue } = await import("../../server/verifier");
  try {
    return await runVerifier();
  } finally {
    await stopVerifierQueue();
  }
});
