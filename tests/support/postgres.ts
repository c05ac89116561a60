// A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp folder, start on a free
// 127.0.0.1 port, stop and delete on `stop()`. Uses the system binaries (Debian: /usr/lib/postgresql/<v>/bin).
// PostgreSQL refuses to run as root, so under root every server command runs as the `postgres` OS user.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type TempPostgres = {
  /** postgresql://postgres@127.0.0.1:<port>/postgres (trust auth, no password). */
  url: string;
  port: number;
  /** Temp folder holding the cluster (`data/`), the unix socket and `postgres.log`. */
  dir: string;
  /** Stops the server and deletes the folder. Safe to call more than once. */
  stop: () => Promise<void>;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back on the same port. */
  restart: () => Promise<void>;
  /** Stops the server and keeps its data (`pg_ctl stop -m fast`); `resume()` starts it again. */
  halt: () => Promise<void>;
  resume: () => Promise<void>;
};

export type TempPostgresOptions = {
  /** Port to listen on; a free one by default. */
  port?: number;
  /**
   * Crash-unsafe speedups (fsync, synchronous_commit and full_page_writes off). Default true: right for
   * tests; a benchmark that wants production-like durability passes false.
   */
  fast?: boolean;
  /** Extra server settings, e.g. `{ shared_buffers: "256MB", max_connections: "200" }`. */
  settings?: Record<string, string | number>;
  /** Folder the temp cluster folder is created in (default: the OS temp folder). */
  parentDir?: string;
  /** How long to wait for the server to accept connections (default 60 s). */
  readyTimeoutMs?: number;
};

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Folder with initdb/pg_ctl/postgres: $PG_BIN, else the newest /usr/lib/postgresql/<v>/bin, else PATH. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], "bin");
  }
  return undefined;
}

export function postgresAvailable(): boolean {
  const bin = postgresBinDir();
  if (bin) return true;
  try {
    execFileSync("initdb", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const isRoot = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function pgCommand(binary: string, args: string[]): [string, string[]] {
  const bin = postgresBinDir();
  const full = bin ? path.join(bin, binary) : binary;
  return isRoot ? ["runuser", ["-u", "postgres", "--", full, ...args]] : [full, args];
}

function runPg(binary: string, args: string[], cwd: string): Promise<string> {
  const [command, argv] = pgCommand(binary, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${binary} ${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });
}

function stopSync(dataDir: string, cwd: string) {
  const [command, argv] = pgCommand("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
  try {
    execFileSync(command, argv, { cwd, stdio: "ignore", timeout: 15_000 });
  } catch {
    // Already stopped.
  }
}

async function waitUntilReady(url: string, timeoutMs: number, logFile: string) {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs} ms: ${String(lastError)}\n${log}`);
}

/** Creates, starts and waits for a temporary PostgreSQL cluster. Call `stop()` when done. */
export async function startTempPostgres(options: TempPostgresOptions = {}): Promise<TempPostgres> {
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(options.parentDir ?? os.tmpdir(), "pg-test-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  if (isRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);

  let stopped = false;
  const onExit = () => {
    // Last resort when the test process dies without calling stop(): never leave a server behind.
    if (!stopped) stopSync(dataDir, dir);
  };

  const settings: Record<string, string | number> = {
    listen_addresses: "127.0.0.1",
    port,
    unix_socket_directories: dir,
    ...(options.fast === false ? {} : { fsync: "off", synchronous_commit: "off", full_page_writes: "off" }),
    ...options.settings,
  };
  const serverOptions = Object.entries(settings)
    .map(([key, value]) => `-c ${key}=${String(value)}`)
    .join(" ");

  try {
    await runPg(
      "initdb",
      ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"],
      dir,
    );
    process.once("exit", onExit);
    await runPg("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", serverOptions], dir);
  } catch (error) {
    stopSync(dataDir, dir);
    process.removeListener("exit", onExit);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", onExit);
    await runPg("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "30"], dir).catch(() =>
      stopSync(dataDir, dir),
    );
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, options.readyTimeoutMs ?? 60_000, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  // pg_ctl restart reuses the options of the first start (postmaster.opts); a start after a stop is given them again.
  const restart = () => runPg("pg_ctl", ["restart", "-D", dataDir, "-m", "fast", "-w", "-t", "60"], dir).then(() => {});
  const halt = () => runPg("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "60"], dir).then(() => {});
  const resume = () =>
    runPg("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", serverOptions], dir).then(() => {});
  return { url, port, dir, stop, restart, halt, resume };
}
