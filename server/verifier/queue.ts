import "server-only";
import PgBoss from "pg-boss";
import { pgPool } from "@/server/db/client";

export const VERIFY_QUEUE = "verify-site";
const DEAD_LETTER_QUEUE = "verify-site-dead";

/** One host's due listings: the job checks them one after another, so a host never sees two requests at once. */
export type HostJob = {
  host: string;
  listingIds: string[];
  runId: string | null;
  /** Handed on by a job that stopped early: its last request to the host and the host's delay. */
  lastRequestAt?: number | null;
  delayMs?: number;
};

const globalForBoss = globalThis as unknown as { verifierBoss?: Promise<PgBoss> };

// pg-boss's statements go through the app's own pool rather than a second one (see pgPool).
const sharedPool: PgBoss.Db = {
  executeSql: async (text, values) => pgPool.query(text, values),
};

async function startBoss(): Promise<PgBoss> {
  const boss = new PgBoss({
    db: sharedPool,
    schema: "pgboss",
    // Expired jobs (a killed worker) go back to the queue through pg-boss's own maintenance.
    supervise: true,
    schedule: false,
  });
  boss.on("error", () => {
    // A lost connection is retried by the next call; a check never depends on this handler.
  });
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE);
  // "stately": at most one queued and one active job per host (its singletonKey): two instances never check the
  // same host at once, and enqueuing a host already waiting is a no-op.
  await boss.createQueue(VERIFY_QUEUE, {
    name: VERIFY_QUEUE,
    policy: "stately",
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    deadLetter: DEAD_LETTER_QUEUE,
  });
  return boss;
}

/** The process's pg-boss, started (and its schema installed) on first use. */
export function verifierQueue(): Promise<PgBoss> {
  globalForBoss.verifierBoss ??= startBoss().catch((error: unknown) => {
    globalForBoss.verifierBoss = undefined;
    throw error;
  });
  return globalForBoss.verifierBoss;
}

/** Stops the process's pg-boss (the command-line job and tests, before they exit). */
export async function stopVerifierQueue(): Promise<void> {
  const boss = globalForBoss.verifierBoss;
  globalForBoss.verifierBoss = undefined;
  if (boss) await (await boss).stop({ graceful: false, wait: true });
}

export async function enqueueHost(job: HostJob, priority: number): Promise<boolean> {
  const boss = await verifierQueue();
  return (await boss.send(VERIFY_QUEUE, job, { singletonKey: job.host, priority })) !== null;
}

export type QueueCounts = { queued: number; active: number; failed: number; dead: number };

export async function queueCounts(): Promise<QueueCounts> {
  const boss = await verifierQueue();
  const [queued, active, dead] = await Promise.all([
    boss.getQueueSize(VERIFY_QUEUE, { before: "active" }),
    boss.getQueueSize(VERIFY_QUEUE, { before: "completed" }),
    boss.getQueueSize(DEAD_LETTER_QUEUE),
  ]);
  return { queued, active: active - queued, failed: 0, dead };
}
