import { randomBytes } from "node:crypto";
import { rmSync, readdirSync } from "node:fs";
import path from "node:path";
import { hashSync } from "@node-rs/argon2";
import { defineConfig } from "@playwright/test";
import {
  E2E_CONSENT_KEY,
  E2E_DB_PORT,
  E2E_GA_ID,
  E2E_PORT,
  E2E_POSTGRES_PORT,
  E2E_SERVERS,
  E2E_SMTP_PORT,
  E2E_STRIPE_ENV,
  e2eSmtpDir,
} from "./tests/support/e2e-servers";

const TMP = path.join(import.meta.dirname, ".tmp");

// This file is evaluated by the runner and again by every worker; only the runner (the first to load it,
// before E2E_RUN_ID is in the environment the workers inherit) picks the run id and clears old data.
if (!process.env.E2E_RUN_ID) {
  process.env.E2E_RUN_ID = `${Date.now()}`;
  // The operator commands' bearer secret, shared by both servers and the tests that run those commands.
  process.env.E2E_CRON_SECRET = randomBytes(32).toString("base64url");
  // The admin password of this run (tests/e2e/admin.spec.ts signs in with it); both servers get only its hash.
  process.env.E2E_ADMIN_PASSWORD = randomBytes(24).toString("base64url");
  process.env.E2E_ADMIN_PASSWORD_HASH = hashSync(process.env.E2E_ADMIN_PASSWORD, {
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  let old: string[] = [];
  try {
    old = readdirSync(TMP).filter(
      (name) => name.startsWith("e2e-pglite") || name.startsWith("e2e-outbox") || name.startsWith("e2e-smtp"),
    );
  } catch {
    // No .tmp yet.
  }
  for (const name of old) rmSync(path.join(TMP, name), { recursive: true, force: true });
}

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Two cores: one browser against one production server.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    trace: "retain-on-failure",
    storageState: {
      cookies: [],
      origins: E2E_SERVERS.map(({ baseURL }) => ({
        origin: baseURL,
        localStorage: [{ name: E2E_CONSENT_KEY, value: "denied" }],
      })),
    },
  },
  projects: [
    // The hostile suite (every route of the PGlite and the PostgreSQL server) runs last, because it floods the rate
    // limits the flows rely on; as chromium's teardown it runs whatever happened there, so one failure hides no test.
    { name: "chromium", testIgnore: /hostile\.spec\.ts/, teardown: "hostile" },
    { name: "hostile", testMatch: /hostile\.spec\.ts/ },
  ],
  webServer: [
    {
      // A real SMTP server for the first app server's mail; every message is kept as an .eml file.
      command: "npx tsx tests/support/e2e-smtp-sink.ts",
      port: E2E_SMTP_PORT,
      env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_SMTP_DIR: e2eSmtpDir(process.env.E2E_RUN_ID) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // `npm start` on an empty data folder: embedded PGlite, migrations, demo data, build when stale, next start.
      command: "npx tsx scripts/start.ts",
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      env: {
        PORT: String(E2E_PORT),
        EMBEDDED_DB_DIR: `.tmp/e2e-pglite-${process.env.E2E_RUN_ID}`,
        EMBEDDED_DB_PORT: String(E2E_DB_PORT),
        // Empty = unset for start.ts: always the embedded database, never a developer's DATABASE_URL.
        DATABASE_URL: "",
        CRON_SECRET: process.env.E2E_CRON_SECRET ?? "",
        ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH ?? "",
        // Inlined by the build both servers share.
        NEXT_PUBLIC_GA_ID: E2E_GA_ID,
        // Mail goes over SMTP to the sink above (the PostgreSQL server below has no SMTP_URL: it writes an outbox folder).
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        OUTBOX_DIR: `.tmp/e2e-outbox-${process.env.E2E_RUN_ID}`,
        // As behind a proxy: tests may give each simulated visitor its own address (X-Forwarded-For). The PostgreSQL
        // server below keeps the default, so the header stripping of scripts/lib/server-preload.mjs runs in e2e too.
        TRUST_PROXY_HEADERS: "true",
        // Payments on, against the local Stripe peer tests/e2e/payments.spec.ts runs (the second server has them off).
        ...E2E_STRIPE_ENV,
      },
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGINT", timeout: 20_000 },
    },
    {
      // The same build on a temporary real PostgreSQL; it waits for the first server (and its build) to be up.
      command: "npx tsx scripts/e2e-postgres-server.ts",
      url: `http://127.0.0.1:${E2E_POSTGRES_PORT}/api/health`,
      env: {
        PORT: String(E2E_POSTGRES_PORT),
        WAIT_FOR_URL: `http://127.0.0.1:${E2E_PORT}/api/health`,
        CRON_SECRET: process.env.E2E_CRON_SECRET ?? "",
        ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH ?? "",
        OUTBOX_DIR: `.tmp/e2e-outbox-${process.env.E2E_RUN_ID}-postgres`,
      },
      reuseExistingServer: false,
      timeout: 900_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGINT", timeout: 20_000 },
    },
  ],
});
