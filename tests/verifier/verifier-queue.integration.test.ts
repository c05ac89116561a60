// The verifier's queue (pg-boss, one job per host) on both databases: two workers never visit one host at once,
// a run stopped by its time limit resumes where it was, and every due listing is checked once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import type { SafeFetchOptions } from "@/server/enrichment";
import { startRun, stopVerifierQueue, verifierProgress } from "@/server/verifier";
import { workVerifierQueue } from "@/server/verifier/run";
import { createListings, deleteListings } from "../support/listing-fixtures";
import { html, startSite, testClock, type TestSite } from "./test-sites";

const clock = testClock(Date.UTC(2026, 1, 1, 9));
const sites: TestSite[] = [];
let fetchOptions: SafeFetchOptions;
const created: { id: string }[] = [];

beforeAll(async () => {
  for (let i = 0; i < 3; i += 1) sites.push(await startSite(clock));
  fetchOptions = {
    policy: { allowedEndpoints: sites.map((site) => ({ address: "127.0.0.1", port: site.port })) },
    resolver: async () => [{ address: "127.0.0.1", family: 4 }],
    timeoutMs: 2_000,
  };
  for (const site of sites) {
    for (const path of ["/a", "/b", "/c"])
      site.routes.set(path, html(`<html><head><title>Clinic ${path}</title></head><body>Clinic ${path}</body></html>`));
  }
});

afterAll(async () => {
  await stopVerifierQueue();
  await deleteListings(created);
  await db.verifierRun.deleteMany({});
  for (const site of sites) await site.close();
});

describe("the verifier queue", () => {
  it("checks one host at a time, resumes after its time limit and checks every due listing once", async () => {
    // Earlier runs' listings are not this test's: only its own are due.
    await db.listing.updateMany({ where: { status: "published" }, data: { website: null } });
    const rows = await createListings(
      sites.flatMap((site, i) =>
        ["/a", "/b", "/c"].map((path) => ({
          kind: "clinic" as const,
          name: `Clinic ${path} ${i}`,
          website: `${site.origin(`host${i}`)}${path}`,
        })),
      ),
    );
    created.push(...rows);

    const run = await startRun(new Date(clock.now()));
    expect(run.due).toBe(9);

    // The first call stops at its time limit; the host it was on goes back to the queue with what is left.
    const first = await workVerifierQueue({ timeLimitMs: 1_500, concurrency: 2, clock, fetch: fetchOptions });
    expect(first.checked).toBeGreaterThan(0);
    expect(first.checked).toBeLessThan(9);
    expect(first.finished).toBe(false);

    // Two instances side by side drain the rest.
    const [a, b] = await Promise.all([
      workVerifierQueue({ concurrency: 2, clock, fetch: fetchOptions }),
      workVerifierQueue({ concurrency: 2, clock, fetch: fetchOptions }),
    ]);
    expect(first.checked + a.checked + b.checked).toBe(9);

    const checks = await db.listingWebsiteCheck.findMany({ where: { listingId: { in: rows.map((row) => row.id) } } });
    expect(checks).toHaveLength(9);
    expect(checks.every((check) => check.outcome === "reachable")).toBe(true);

    for (const site of sites) {
      // Never two requests to one host at once, across both instances. (The gap between them is asserted where one
      // worker runs: here the shared test clock also moves with the other hosts' waits.)
      expect(site.log.every((entry) => entry.inFlight === 1)).toBe(true);
      expect(
        site.log
          .filter((entry) => entry.path !== "/robots.txt")
          .map((entry) => entry.path)
          .sort(),
      ).toEqual(["/a", "/b", "/c"]);
    }

    const progress = await verifierProgress(new Date(clock.now()));
    expect(progress.run).toMatchObject({ id: run.id, due: 9, done: 9, status: "finished" });
    expect(progress.queue).toMatchObject({ queued: 0, active: 0 });
  });
});
