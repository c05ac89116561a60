// The servers under test: the production Next.js build (`next start`) and the plain-node ceiling.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { NEXT_BIN, nextServerArgs } from "../lib/next-server";
import { waitForPort } from "../lib/processes";
import { ROOT } from "./build";
import { onCleanup } from "./cleanup";
import { freePort } from "./util";

export type RunningServer = {
  name: string;
  baseUrl: string;
  port: number;
  logFile: string;
  /** Why the process ended, or undefined while it runs. */
  exitReason(): string | undefined;
  /** Resident memory of the server's whole process group now, in bytes (Linux /proc). */
  rssBytes(): number;
  stop(): Promise<void>;
};

/** Environment for `next build` / `next start`: the temp database and dummy secrets. */
export function appEnv(databaseUrl: string, siteUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...extra,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "10",
    AUTH_SECRET: "bench-auth-secret-not-for-production",
    SITE_URL: siteUrl,
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

/** Stops a child started with `detached: true` by signalling its whole process group. */
function stopGroup(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const pid = child.pid;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // the group is already gone
    }
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal("SIGKILL"), timeoutMs);
    child.once("exit", () => (clearTimeout(timer), resolve()));
    signal("SIGTERM");
  });
}

/** The summed VmRSS of every process in a process group. */
function groupRssBytes(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, …
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== pgid) continue;
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry}/status`, "utf8"));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

/** Starts a detached child whose output goes to `logFile`, and waits until `port` accepts connections. Stopped on exit. */
async function startChild(
  name: string,
  command: string,
  args: string[],
  options: { port: number; env: NodeJS.ProcessEnv; cwd: string; logFile: string },
): Promise<RunningServer> {
  const { port, env, cwd, logFile } = options;
  const out = createWriteStream(logFile);
  // Own process group: the terminal's Ctrl-C reaches only the harness, which then stops it in order.
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  // Registered at once: an interrupt while it starts up must stop it too.
  const unregister = onCleanup(name, () => stopGroup(child));
  const stop = () => stopGroup(child).finally(unregister);
  child.stdout?.pipe(out, { end: false });
  child.stderr?.pipe(out, { end: false });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, sig) => {
      const logTail = existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n") : "";
      reject(new Error(`${name} exited early (${sig ?? code}); log ${logFile}:\n${logTail}`));
    }),
  );
  exited.catch(() => undefined); // only awaited during start-up
  try {
    await Promise.race([waitForPort(port, "127.0.0.1", 120_000), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  const exitReason = () =>
    child.exitCode !== null || child.signalCode !== null
      ? `${name} exited (${child.signalCode ?? child.exitCode}); log ${logFile}`
      : undefined;
  const rssBytes = () => (child.pid ? groupRssBytes(child.pid) : 0);
  return { name, port, baseUrl: `http://127.0.0.1:${port}`, logFile, exitReason, rssBytes, stop };
}

/**
 * How a server is started: exactly as npm start runs it ("npm start", scripts/lib/next-server.ts, so the figures and
 * the peak RSS printed are npm start's), the same without its V8 memory flags, or Next's bare `next start` (no node
 * options, no preload) as the yardstick npm start is read against.
 */
export type ServerMode = "npm start" | "npm start without memory flags" | "next start";

/** `next start` serving the project in `appDir` (the build snapshot), in `mode`. */
export async function startNextServer(
  appDir: string,
  env: NodeJS.ProcessEnv,
  port: number,
  logFile: string,
  mode: ServerMode = "npm start",
): Promise<RunningServer> {
  const args =
    mode === "next start"
      ? [NEXT_BIN, "start", appDir, "-p", String(port)]
      : nextServerArgs({ port, dir: appDir, memoryFlags: mode === "npm start" });
  return startChild(mode, process.execPath, args, { port, env, cwd: appDir, logFile });
}

export async function startCeilingServer(logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const script = path.resolve(import.meta.dirname, "ceiling-server.ts");
  return startChild("ceiling", process.execPath, ["--import", "tsx", script, String(port)], {
    port,
    env: process.env,
    cwd: ROOT,
    logFile,
  });
}
