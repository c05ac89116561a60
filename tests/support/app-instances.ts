// Several production servers on the e2e build (`next start` as npm start runs it), as behind a load balancer: one
// PostgreSQL, and with `redisUrl` one Redis. Used by the scale-out, database-fault and server-guarantee tests.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { NEXT_BIN, nextServerArgs } from "../../scripts/lib/next-server";

export type AppInstance = { url: string; port: number; process: ChildProcess; stop: () => Promise<void> };

export type InstanceOptions = {
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  outboxDir: string;
  /** Extra environment (the embedded database's pool size, for one). */
  env?: Record<string, string>;
  /** "plain": bare `next start`, as a serverless host runs Next (no header limit or forwarding preload of ours). */
  server?: "npm-start" | "plain";
  /** Ready once it answers at all, healthy or not (a server started without its database). */
  anyAnswer?: boolean;
};

async function waitForHealth(url: string, child: ChildProcess, anyAnswer = false, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok || anyAnswer) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

export async function startAppInstance(options: InstanceOptions): Promise<AppInstance> {
  mkdirSync(options.outboxDir, { recursive: true });
  const args =
    options.server === "plain"
      ? [NEXT_BIN, "start", "-p", String(options.port)]
      : nextServerArgs({ port: options.port });
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(options.port),
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
    await waitForHealth(url, child, options.anyAnswer);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: options.port, process: child, stop };
}
