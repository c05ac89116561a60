import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { waitForPort } from "./processes";

export type EmbeddedDb = { url: string; process: ChildProcess };

/** Starts pglite-server (PGlite + pg_trgm over the Postgres wire protocol) on a data folder. */
export async function startEmbeddedDb(dataDir: string, port: number): Promise<EmbeddedDb> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const bin = path.resolve("node_modules/.bin/pglite-server");
  const child = spawn(
    bin,
    ["--db", dataDir, "--port", String(port), "--extensions", "pg_trgm", "--max-connections", "8"],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    // The server logs every connection; keep only what matters to a person starting the app.
    if (!/Client connected|Client disconnected/.test(text)) process.stdout.write(`[db] ${text}`);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`pglite-server exited (${code})`))),
  );
  await Promise.race([waitForPort(port), exited]);
  return { url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`, process: child };
}
