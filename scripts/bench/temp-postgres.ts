// A throwaway PostgreSQL cluster for one bench run: initdb into a temp folder, start on a free
// loopback port with durability switched off (fsync etc.), remove everything on stop() or on exit.
import { spawn, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { onCleanup } from "./cleanup";
import { freePort } from "./util";

export type TempPostgres = { url: string; port: number; dataDir: string; stop(): Promise<void> };

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** Server settings: a bench database, not a durable one. Memory roughly like a small production box. */
const SETTINGS = [
  "fsync=off",
  "synchronous_commit=off",
  "full_page_writes=off",
  "shared_buffers=512MB",
  "max_connections=200",
];

type Exec = { cmd: string; args: string[] };

function asPostgresUser(cmd: string, args: string[]): Exec {
  // The server refuses to run as root; as root we drop to the `postgres` OS user.
  return process.getuid?.() === 0 ? { cmd: "runuser", args: ["-u", "postgres", "--", cmd, ...args] } : { cmd, args };
}

/** Runs a command to completion, capturing its output; `detached` puts it (and a daemon it starts) in its own process group. */
function exec({ cmd, args }: Exec, options: { cwd: string; detached?: boolean }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: options.cwd, detached: options.detached, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(cmd)} ${args.join(" ")} exited with ${code}\n${output}`)),
    );
  });
}

function tail(file: string, lines = 20): string {
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(-lines).join("\n") : "";
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "postgres.log");
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(root, uid, gid);
  }
  const bin = (name: string) => path.join(PG_BIN, name);

  // Registered before anything starts, so an interrupt at any point still stops the server and removes the folder.
  let starting: Promise<unknown> = Promise.resolve();
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= starting
      .catch(() => undefined)
      .then(() =>
        exec(asPostgresUser(bin("pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "-t", "30", "stop"]), {
          cwd: root,
        }),
      )
      .then(() => undefined)
      .catch(() => undefined) // never started, or already gone (e.g. it got the terminal's Ctrl-C): nothing to stop
      .finally(() => {
        rmSync(root, { recursive: true, force: true });
        unregister();
      }));
  const unregister = onCleanup("postgres", stop);

  try {
    starting = exec(
      asPostgresUser(bin("initdb"), [
        "-D",
        dataDir,
        "-A",
        "trust",
        "-U",
        "postgres",
        "--no-sync",
        "-E",
        "UTF8",
        "--locale=C.UTF-8",
      ]),
      { cwd: root },
    );
    await starting;
    const port = await freePort();
    if (stopped) throw new Error("interrupted while creating the cluster");
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${root}`,
      ...SETTINGS.map((s) => `-c ${s}`),
    ].join(" ");
    starting = exec(
      asPostgresUser(bin("pg_ctl"), ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", serverOptions, "start"]),
      { cwd: root, detached: true },
    );
    await starting.catch((error: Error) => {
      throw new Error(`${error.message}\n--- postgres.log ---\n${tail(logFile)}`);
    });
    return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
