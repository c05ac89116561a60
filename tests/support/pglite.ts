// A throwaway embedded database: pglite-server (PGlite + pg_trgm over the Postgres wire protocol),
// the same server `npm start` runs, but in memory so every test run starts empty.
import { spawn } from "node:child_process";
import path from "node:path";
import { waitForPort } from "../../scripts/lib/processes";
import { freePort } from "./postgres";

export type TempPglite = {
  url: string;
  port: number;
  /** Stops the server (its in-memory database goes with it). Safe to call more than once. */
  stop: () => Promise<void>;
};

export type TempPgliteOptions = {
  port?: number;
  /** Database path; in memory by default. */
  db?: string;
  maxConnections?: number;
};

export async function startTempPglite(options: TempPgliteOptions = {}): Promise<TempPglite> {
  const port = options.port ?? (await freePort());
  const bin = path.resolve(import.meta.dirname, "../../node_modules/.bin/pglite-server");
  const args = [
    "--db",
    options.db ?? "memory://",
    "--port",
    String(port),
    "-e",
    "pg_trgm",
    "-m",
    String(options.maxConnections ?? 8),
  ];
  const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => {
    // The server logs every connection; keep only a bounded tail for error messages.
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);

  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const onExit = () => child.kill("SIGKILL");
  process.once("exit", onExit);

  const stop = async () => {
    process.removeListener("exit", onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.kill("SIGTERM");
    await exited;
    clearTimeout(timer);
  };

  try {
    await Promise.race([
      waitForPort(port),
      exited.then(() => {
        throw new Error(`pglite-server exited early:\n${output}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`, port, stop };
}
