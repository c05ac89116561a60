// Local websites for the verifier tests: one HTTP server per "host" (each port is a host to the verifier, as
// http://name.test:port), every request logged with the test clock's time and how many were in flight.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;
export type LoggedRequest = { path: string; at: number; inFlight: number; headers: IncomingMessage["headers"] };

export type TestSite = {
  port: number;
  origin: (name: string) => string;
  routes: Map<string, Handler>;
  log: LoggedRequest[];
  close: () => Promise<void>;
};

/** A test clock: sleeping advances it, nothing waits. */
export function testClock(start = Date.UTC(2026, 0, 5, 9)) {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export const html =
  (body: string, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
    res.end(body);
  };

export async function startSite(clock: { now: () => number }): Promise<TestSite> {
  const routes = new Map<string, Handler>();
  const log: LoggedRequest[] = [];
  let inFlight = 0;
  const server: Server = createServer((req, res) => {
    inFlight += 1;
    log.push({ path: req.url ?? "", at: clock.now(), inFlight, headers: req.headers });
    res.on("close", () => {
      inFlight -= 1;
    });
    const handler = routes.get(req.url ?? "");
    if (handler) return handler(req, res);
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: (name) => `http://${name}.test:${port}`,
    routes,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
