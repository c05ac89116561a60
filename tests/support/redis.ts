// A throwaway Redis for tests: Debian's redis-server on 127.0.0.1, no persistence, stopped on `stop()`.
// TEST_REDIS_PORTS=6390-6399 keeps it inside a port range (several checkouts share this machine); else a free port.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { freePort } from "./postgres";

export type TempRedis = {
  url: string;
  port: number;
  /** Freezes the server (SIGSTOP): connections stay open but nothing answers, like an overloaded Redis. */
  pause: () => void;
  resume: () => void;
  /** Kills the server; `start()` brings up an empty one on the same port. */
  kill: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export const REDIS_SERVER = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function pickPort(): Promise<number> {
  const range = process.env.TEST_REDIS_PORTS?.match(/^(\d+)-(\d+)$/);
  if (!range) return freePort();
  for (let port = Number(range[1]); port <= Number(range[2]); port++) if (await portFree(port)) return port;
  throw new Error(`no free port in TEST_REDIS_PORTS=${process.env.TEST_REDIS_PORTS}`);
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startTempRedis(): Promise<TempRedis> {
  const port = await pickPort();
  let child: ChildProcess | undefined;
  const killChild = () => child?.kill("SIGKILL");
  process.once("exit", killChild);

  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "warning"],
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    running.kill("SIGCONT");
    running.kill("SIGKILL");
    await new Promise((resolve) => running.once("exit", resolve));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
    kill,
    start,
    stop: async () => {
      await kill();
      process.removeListener("exit", killChild);
    },
  };
}
