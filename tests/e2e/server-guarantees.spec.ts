// What the server guarantees whoever runs Next: no request headers past 8 KiB (431), a client IP no client can choose,
// and 503 + Retry-After whenever the database is what failed. The first two come from the node options `npm start`
// (and `npm run serve`) give `next start` (scripts/lib/next-server.ts); on a serverless host the platform gives them.
// The 503 of APIs and of the pages Proxy sees is the route wrappers' and Proxy's own, so it is checked under bare
// `next start` too, as Vercel runs Next. That cached pages are served while the database is down:
// tests/e2e/database-faults.spec.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startAppInstance, type AppInstance } from "../support/app-instances";
import { E2E_POSTGRES_PORT, E2E_PORT } from "../support/e2e-servers";

const HEADER_LIMIT = 8 * 1024;
const CACHED_PAGE = "/clinic/buchinger-wilhelmi-lake-constance";

const withHeader = (bytes: number) => ({ "x-padding": "a".repeat(bytes) });

test.describe("npm start's server", () => {
  for (const port of [E2E_PORT, E2E_POSTGRES_PORT]) {
    test(`refuses request headers past 8 KiB with a 431 (:${port})`, async () => {
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}${CACHED_PAGE}`, { headers: withHeader(HEADER_LIMIT - 1_024) })).status).toBe(200);
      expect((await fetch(`${base}${CACHED_PAGE}`, { headers: withHeader(HEADER_LIMIT + 512) })).status).toBe(431);
    });
  }

  test("counts a client's rate limit under its socket's address, whatever X-Forwarded-For it sends", async () => {
    // The PostgreSQL server runs without TRUST_PROXY_HEADERS, as npm start does by default. Search tracking allows 30
    // a minute per address: every request below claims another address, and is counted under the same one anyway.
    const base = `http://127.0.0.1:${E2E_POSTGRES_PORT}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await fetch(`${base}/api/track/search`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: base,
          "x-forwarded-for": `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          "x-real-ip": `198.18.9.${i + 1}`,
        },
        body: JSON.stringify({ query: `spoof ${i}`, resultsCount: 1 }),
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1), statuses.join(" ")).toBe(429);
  });
});

for (const server of ["npm-start", "plain"] as const) {
  test.describe(`${server === "plain" ? "bare next start" : "npm start's server"} while the database is down`, () => {
    let app: AppInstance | undefined;
    let outbox = "";
    test.afterAll(async () => {
      await app?.stop();
      if (outbox) rmSync(outbox, { recursive: true, force: true });
    });

    test("answers everything needing the database 503 with Retry-After", async () => {
      test.setTimeout(120_000);
      outbox = mkdtempSync(path.join(tmpdir(), "guarantees-outbox-"));
      app = await startAppInstance({
        port: E2E_PORT + 13,
        // Nothing listens there: every query fails as on a database that is down.
        databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${E2E_PORT + 14}/postgres`,
        outboxDir: outbox,
        server,
        anyAnswer: true,
      });
      const send = (pathname: string, init: RequestInit = {}) =>
        fetch(`${app!.url}${pathname}`, {
          ...init,
          redirect: "manual",
          headers: { origin: app!.url, "content-type": "application/json", ...init.headers },
        });

      // A page this fresh server has not rendered yet needs the database. npm start's server answers its failure 503
      // too (scripts/lib/server-preload.mjs); bare next start answers it with Next's error page.
      const page = await send(CACHED_PAGE);
      if (server === "npm-start") {
        expect(page.status).toBe(503);
        expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      const health = await send("/api/health");
      expect(health.status).toBe(503);
      const signUp = await send("/api/newsletter", {
        method: "POST",
        body: JSON.stringify({ email: `down-${Date.now()}@example.com` }),
      });
      expect(signUp.status).toBe(503);
      expect(Number(signUp.headers.get("retry-after"))).toBeGreaterThan(0);
      // Once the process has seen the database fail, Proxy refuses the pages that need it at once, but for one request
      // a second that finds out whether it is back (that rule is unit-tested with a clock, tests/db/unavailable.test.ts).
      // Of requests sent together at least one is refused: on a loaded machine they may reach the server over more
      // than a second, so more than one of them may rightly be a probe.
      for (const pathname of ["/home", "/directory?search=unreachable"]) {
        const answers = await Promise.all([1, 2, 3, 4, 5].map(() => send(pathname)));
        const refused = answers.filter((answer) => answer.status === 503);
        expect(refused.length, `${pathname}: ${answers.map((answer) => answer.status).join(" ")}`).toBeGreaterThan(0);
        for (const answer of refused) {
          expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
          expect(answer.headers.get("cache-control")).toBe("no-store");
        }
      }
    });
  });
}
