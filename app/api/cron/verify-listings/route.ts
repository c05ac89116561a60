import { withInternal } from "@/server/http/internal";
import { runVerifier } from "@/server/verifier";

/** Short of the serverless host's limit for one call: the next call carries on. */
const BATCH_TIME_LIMIT_MS = 45_000;

/**
 * The scheduler's website-verification batch (`Authorization: Bearer <CRON_SECRET>`): starts a run when sites are
 * due, then checks sites for at most 45 s. GET for Vercel Cron, POST for other schedulers and `npm run jobs:verify`.
 */
const run = withInternal(async () =>
  Response.json(await runVerifier({ timeLimitMs: BATCH_TIME_LIMIT_MS }), { headers: { "cache-control": "no-store" } }),
);

export const GET = run;
export const POST = run;
