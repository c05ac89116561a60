// Several production servers (scripts/serve.ts) on the e2e build, as behind a load balancer: one PostgreSQL, and
// with `redisUrl` one Redis. Used by the scale-out and database-fault tests.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";

export type AppInstance = { url: string; port: number; process: ChildProcess; stop: () => Promise<void> };

export type InstanceOptions = {
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  outboxDir: string;
  /** Extra environment (the embedded database's pool size, for one). */
  env?: Record<string, string>;
};

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

export async function startAppInstance(options: InstanceOptions): Promise<AppInstance> {
  mkdirSync(options.outboxDir, { recursive: true });
  const child = spawn(path.join("node_modules", ".bin", "tsx"), ["scripts/serve.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOSTNAME_BIND: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: "5",
      REDIS_URL: options.redisUrl ?? "",
      AUTH_SECRET: "scale-out-test-secret-shared-by-every-instance",
      CRON_SECRET: process.env.E2E_CRON_SECRET ?? "",
      ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH ?? "",
      OUTBOX_DIR: options.outboxDir,
      SMTP_URL: "",
      // Tests give each simulated visitor its own address.
      TRUST_PROXY_HEADERS: "true",
      LOG_LEVEL: "warn",
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: options.port, process: child, stop };
}
