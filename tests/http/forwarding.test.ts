import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { sanitizeForwarding } from "../../scripts/lib/forwarding.mjs";

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

/** A node:http server started as `next start` is (node --import the preload), answering the headers it was given. */
async function headersSeenBehindPreload(env: Record<string, string>): Promise<Record<string, string>> {
  const script = `
    const server = require("node:http").createServer((req, res) => res.end(JSON.stringify(req.headers)));
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
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6", "x-forwarded-host": "evil.example" },
    });
    return (await response.json()) as Record<string, string>;
  } finally {
    child.stdin.end();
  }
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
});
