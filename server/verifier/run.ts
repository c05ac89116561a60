import "server-only";
import type PgBoss from "pg-boss";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { enrichmentFetchOptions, type SafeFetchOptions } from "@/server/enrichment";
import { geocodeAddress } from "@/server/geo";
import { logger } from "@/server/log/logger";
import { storeImage } from "@/server/storage";
import { checkSite, type SiteCheck } from "./check-site";
import { databasePageCache } from "./page-cache";
import { HostPacer, systemClock, type VerifierClock } from "./pacer";
import { enqueueHost, queueCounts, verifierQueue, VERIFY_QUEUE, type HostJob } from "./queue";
import { recordCheck } from "./record";
import { dueListings, scheduleDue } from "./schedule";

export type WorkOptions = {
  /** How long this call may work (the cron route's time limit); the command line drains the queue. */
  timeLimitMs?: number;
  /** Hosts checked side by side (each host still one request at a time). */
  concurrency?: number;
  clock?: VerifierClock;
  fetch?: SafeFetchOptions;
  /** The least gap between two requests to one host (1 s); only the bench lowers it, to measure the pacing. */
  minDelayMs?: number;
};

export type WorkResult = { checked: number; hosts: number; runId: string | null; finished: boolean };

const DEFAULT_CONCURRENCY = 4;
const OPEN_STATUSES = ["running", "paused"];

async function openRun() {
  return db.verifierRun.findFirst({ where: { status: { in: OPEN_STATUSES } }, orderBy: { startedAt: "desc" } });
}

/** Starts a run (queuing every due site) unless one is open; answers the open run. */
export async function startRun(now: Date = new Date()): Promise<{ id: string; due: number }> {
  const open = await openRun();
  if (open) return { id: open.id, due: open.due };
  if (!(await dueListings(now, 1)).length) return { id: "", due: 0 };
  const run = await db.verifierRun.create({ data: { startedAt: now }, select: { id: true } });
  const { listings } = await scheduleDue(now, run.id);
  await db.verifierRun.update({ where: { id: run.id }, data: { due: listings } });
  return { id: run.id, due: listings };
}

export async function pauseRun(): Promise<boolean> {
  return (await db.verifierRun.updateMany({ where: { status: "running" }, data: { status: "paused" } })).count > 0;
}

export async function resumeRun(): Promise<boolean> {
  return (await db.verifierRun.updateMany({ where: { status: "paused" }, data: { status: "running" } })).count > 0;
}

/** Queues one listing ahead of everything else (the admin's "check now"); the next batch checks it. */
export async function queueListingNow(listingId: string): Promise<boolean> {
  const listing = await db.listing.findUnique({ where: { id: listingId }, select: { website: true } });
  if (!listing?.website) return false;
  let host: string;
  try {
    host = new URL(listing.website).host.toLowerCase();
  } catch {
    return false;
  }
  const run = await openRun();
  return enqueueHost({ host, listingIds: [listingId], runId: run?.id ?? null }, 10);
}

async function isPaused(runId: string | null): Promise<boolean> {
  if (!runId) return false;
  const run = await db.verifierRun.findUnique({ where: { id: runId }, select: { status: true } });
  return run?.status === "paused";
}

type Job = PgBoss.JobWithMetadata<HostJob>;

type Placed = {
  lat: number | null;
  lng: number | null;
  address: string | null;
  city: string | null;
  country: string | null;
};

/**
 * A listing without coordinates, on a site that publishes an address but no geo (or none at all), is placed by the
 * configured geocoder (GEOCODER_URL); without one, or when it finds nothing, the gazetteer's city centre stays.
 */
async function withGeocodedAddress(check: SiteCheck, listing: Placed): Promise<SiteCheck> {
  if (check.outcome !== "reachable" || listing.lat !== null || listing.lng !== null) return check;
  const org = check.facts.organisation;
  if (org && org.lat !== null && org.lng !== null) return check;
  const address = org?.street
    ? {
        street: org.street,
        postcode: org.postcode ?? undefined,
        city: org.city ?? undefined,
        country: org.country ?? undefined,
      }
    : listing.address
      ? { street: listing.address, city: listing.city ?? undefined, country: listing.country ?? undefined }
      : null;
  if (!address) return check;
  const point = await geocodeAddress(address);
  return point ? { ...check, facts: { ...check.facts, geocoded: point } } : check;
}

/** Checks one host's listings in turn; listings an earlier attempt of this job already checked are skipped. */
async function workJob(
  boss: PgBoss,
  job: Job,
  deadline: number,
  options: Required<Omit<WorkOptions, "timeLimitMs" | "minDelayMs">> & Pick<WorkOptions, "minDelayMs">,
) {
  const { clock } = options;
  const done = await db.listingWebsiteCheck.findMany({
    where: { listingId: { in: job.data.listingIds }, lastCheckedAt: { gte: job.createdOn } },
    select: { listingId: true },
  });
  const skip = new Set(done.map((row) => row.listingId));
  const remaining = job.data.listingIds.filter((id) => !skip.has(id));
  let checked = 0;
  const pacer = new HostPacer(clock, job.data.lastRequestAt ?? null, job.data.delayMs);
  while (remaining.length) {
    if (clock.now() >= deadline || (await isPaused(job.data.runId))) break;
    const listingId = remaining[0]!;
    const listing = await db.listing.findUnique({
      where: { id: listingId },
      select: { name: true, website: true, lat: true, lng: true, address: true, city: true, country: true },
    });
    if (listing?.website) {
      const visit = await checkSite(listing.website, listing.name, {
        fetch: options.fetch,
        clock,
        cache: databasePageCache(() => new Date(clock.now())),
        pacer,
        minDelayMs: options.minDelayMs,
        // A logo or photo is kept as this site's own copy (its type checked by its bytes), never hot-linked.
        keepImage: async (bytes, role) => {
          const stored = await storeImage(bytes, { listingId, role });
          return stored.ok ? stored.url : null;
        },
      });
      const result = await withGeocodedAddress(visit, listing);
      await recordCheck(listingId, result, new Date(clock.now()), job.data.runId ?? undefined);
      checked += 1;
    }
    remaining.shift();
  }
  await boss.complete(VERIFY_QUEUE, job.id);
  // Out of time or paused: the rest of the host goes back to the queue, to be picked up where it stopped.
  if (remaining.length) {
    const next = { ...job.data, listingIds: remaining, lastRequestAt: pacer.lastRequestAt, delayMs: pacer.delayMs };
    await enqueueHost(next, job.priority);
  }
  return checked;
}

async function finishIfDrained(runId: string | null, now: Date): Promise<boolean> {
  if (!runId) return false;
  const counts = await queueCounts();
  if (counts.queued + counts.active > 0) return false;
  await db.verifierRun.updateMany({
    where: { id: runId, status: "running" },
    data: { status: "finished", finishedAt: now },
  });
  return true;
}

/**
 * Works through the queue until it is empty, the run is paused or the time limit is reached: `concurrency` hosts
 * side by side, each host's pages one at a time. A job that throws is failed in pg-boss (retried with backoff, then
 * dead-lettered); a site that cannot be read is a recorded result, never a thrown one.
 */
export async function workVerifierQueue(options: WorkOptions = {}): Promise<WorkResult> {
  const resolved = {
    // Never more hosts side by side than the pool has connections: each host's check holds one for its transaction
    // (the embedded database has a single one).
    concurrency: Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, env().DATABASE_POOL_SIZE),
    clock: options.clock ?? systemClock,
    fetch: options.fetch ?? enrichmentFetchOptions(),
    minDelayMs: options.minDelayMs,
  };
  const deadline = resolved.clock.now() + (options.timeLimitMs ?? Number.POSITIVE_INFINITY);
  const run = await openRun();
  if (run?.status === "paused") return { checked: 0, hosts: 0, runId: run.id, finished: false };
  const boss = await verifierQueue();
  // A killed worker's claim that has expired goes back to the queue now: pg-boss's own maintenance runs every two
  // minutes, longer than a serverless batch lives, so each drain returns expired claims itself first.
  await boss.expire();
  let checked = 0;
  let hosts = 0;
  const worker = async () => {
    while (resolved.clock.now() < deadline && !(await isPaused(run?.id ?? null))) {
      const [job] = await boss.fetch<HostJob>(VERIFY_QUEUE, { batchSize: 1, includeMetadata: true });
      if (!job) return;
      hosts += 1;
      try {
        const count = await workJob(boss, job, deadline, resolved);
        checked += count;
      } catch (error) {
        logger.warn({ err: error, host: job.data.host }, "verifier job failed");
        await boss.fail(VERIFY_QUEUE, job.id, { message: error instanceof Error ? error.message : "failed" });
      }
    }
  };
  await Promise.all(Array.from({ length: resolved.concurrency }, worker));
  const finished = await finishIfDrained(run?.id ?? null, new Date(resolved.clock.now()));
  return { checked, hosts, runId: run?.id ?? null, finished };
}

/** The scheduled run (cron route and `npm run jobs:verify`): starts a run when sites are due, then works the queue. */
export async function runVerifier(options: WorkOptions = {}): Promise<WorkResult> {
  const clock = options.clock ?? systemClock;
  await startRun(new Date(clock.now()));
  return workVerifierQueue(options);
}

export type VerifierProgress = {
  run: { id: string; status: string; startedAt: string; due: number; done: number } | null;
  /** Sites checked per minute since the run started. */
  ratePerMinute: number;
  remainingSeconds: number | null;
  causes: { cause: string; count: number }[];
  queue: { queued: number; active: number; dead: number };
};

/** What /admin/verification shows: the latest run's progress, rate, errors by cause and time remaining. */
export async function verifierProgress(now: Date = new Date()): Promise<VerifierProgress> {
  const run = await db.verifierRun.findFirst({ orderBy: { startedAt: "desc" } });
  const counts = await queueCounts();
  const queue = { queued: counts.queued, active: counts.active, dead: counts.dead };
  if (!run) return { run: null, ratePerMinute: 0, remainingSeconds: null, causes: [], queue };
  const end = run.finishedAt ?? now;
  const minutes = Math.max((end.getTime() - run.startedAt.getTime()) / 60_000, 1 / 60);
  const ratePerMinute = Math.round((run.done / minutes) * 10) / 10;
  const left = Math.max(run.due - run.done, 0);
  const causes = Object.entries((run.causes ?? {}) as Record<string, number>)
    .map(([cause, count]) => ({ cause, count }))
    .sort((a, b) => b.count - a.count);
  return {
    run: { id: run.id, status: run.status, startedAt: run.startedAt.toISOString(), due: run.due, done: run.done },
    ratePerMinute,
    remainingSeconds:
      run.status === "finished" ? 0 : ratePerMinute > 0 ? Math.round((left / ratePerMinute) * 60) : null,
    causes,
    queue,
  };
}
