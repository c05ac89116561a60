import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { sanitizeForwarding } from "../../scripts/lib/forwarding.mjs";
import { RETRY_AFTER_SECONDS } from "../../server/db/fault-clock";

const PRELOAD = pathToFileURL(path.resolve("scripts/lib/server-preload.mjs")).href;

describe("sanitizeForwarding (scripts/lib/server-preload.mjs)", () => {
  const incoming = () => ({
    host: "longevity.example",
    "x-forwarded-for": "6.6.6.6",
    "x-real-ip": "6.6.6.6",
    "x-vercel-forwarded-for": "6.6.6.6",
    "x-forwarded-proto": "http",
    "cf-ipcountry": "NL",
    accept: "text/html",
  });

  it("without a trusted proxy drops the client's forwarding headers and uses the socket's address", () => {
    const headers = incoming();
    sanitizeForwarding(headers, "203.0.113.5", false);
    expect(headers).toEqual({ host: "longevity.example", "x-forwarded-for": "203.0.113.5", accept: "text/html" });
  });

  it("reports an IPv4 client of a dual-stack socket as its IPv4 address", () => {
    const headers = incoming();
    sanitizeForwarding(headers, "::ffff:203.0.113.5", false);
    expect(headers["x-forwarded-for"]).toBe("203.0.113.5");
    sanitizeForwarding(headers, "2001:db8::1", false);
    expect(headers["x-forwarded-for"]).toBe("2001:db8::1");
  });

  it("behind a trusted proxy keeps them", () => {
    const headers = incoming();
    sanitizeForwarding(headers, "10.0.0.2", true);
    expect(headers).toEqual(incoming());
  });
});

/**
 * A node:http server started as `next start` is (node --import the preload): it answers the headers it was given,
 * and `/down/<status>` with that status while the database is marked down (as server/db/fault-clock.ts marks it).
 */
async function behindPreload<T>(env: Record<string, string>, run: (base: string) => Promise<T>): Promise<T> {
  const script = `
    const server = require("node:http").createServer((req, res) => {
      const [, state, status] = req.url.split("/");
      globalThis[Symbol.for("longevity-directory.database-availability")] = { downSince: state === "down" ? 1 : null };
      res.statusCode = Number(status) || 200;
      res.end(JSON.stringify(req.headers));
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));
    process.stdin.on("end", () => server.close()).resume();`;
  const child = spawn(process.execPath, ["--import", PRELOAD, "-e", script], {
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "inherit"],
  });
  try {
    const port = await new Promise<string>((resolve) =>
      child.stdout.once("data", (data) => resolve(String(data).trim())),
    );
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    child.stdin.end();
  }
}

function headersSeenBehindPreload(env: Record<string, string>): Promise<Record<string, string>> {
  return behindPreload(env, async (base) => {
    const response = await fetch(`${base}/up/200`, {
      headers: { "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6", "x-forwarded-host": "evil.example" },
    });
    return (await response.json()) as Record<string, string>;
  });
}

describe("the server preload", () => {
  it("settles the forwarding headers before the server's request listener reads them", async () => {
    const seen = await headersSeenBehindPreload({ TRUST_PROXY_HEADERS: "false" });
    expect(seen["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen["x-real-ip"]).toBeUndefined();
    expect(seen["x-forwarded-host"]).toBeUndefined();
  });

  it("leaves them to a trusted proxy", async () => {
    const seen = await headersSeenBehindPreload({ TRUST_PROXY_HEADERS: "true" });
    expect(seen["x-forwarded-for"]).toBe("6.6.6.6");
    expect(seen["x-real-ip"]).toBe("6.6.6.6");
  });

  it("answers a failed page 503 + Retry-After while the database is down, and leaves every other status alone", async () => {
    const statuses = await behindPreload({}, async (base) => {
      const failed = await fetch(`${base}/down/500`);
      return {
        failed: [failed.status, failed.headers.get("retry-after"), failed.headers.get("cache-control")],
        cached: (await fetch(`${base}/down/200`)).status,
        missing: (await fetch(`${base}/down/404`)).status,
        bug: (await fetch(`${base}/up/500`)).status,
      };
    });
    expect(statuses).toEqual({
      failed: [503, String(RETRY_AFTER_SECONDS), "no-store"],
      cached: 200,
      missing: 404,
      bug: 500,
    });
  });
});
