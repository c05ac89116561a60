// The production web server `npm start` runs: Next's request handler behind a plain node:http server that decides
// which forwarding headers to believe. Next itself only fills X-Forwarded-For from the socket when the client sent
// none, so any client could pick the IP its rate limits are counted under. Unless TRUST_PROXY_HEADERS=true (a proxy
// in front that sets these headers itself), the client's forwarding headers are dropped and X-Forwarded-For is the
// socket's peer address.
import { createServer } from "node:http";
import { applyServerMemorySettings } from "./lib/app-memory";
import { withDatabaseFaultStatus } from "./lib/database-unavailable";
import { sanitizeForwarding } from "./lib/forwarding";

const dev = process.argv.includes("--dev");
if (!dev) applyServerMemorySettings();
// Loaded only now, so that none of Next's modules keeps a source map.
const { default: next } = await import("next");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND ?? "0.0.0.0";
const trustProxy = process.env.TRUST_PROXY_HEADERS === "true";

// No hostname or port for Next itself: it then builds request URLs from the Host header, as `next start` does.
const app = next({ dev, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

// Request lines and headers past 8 KiB are refused (431) before Next sees them: redirects echo the URL, and a
// response header past 16 KiB is more than browsers and proxies accept.
createServer({ maxHeaderSize: 8 * 1024 }, (req, res) => {
  sanitizeForwarding(req.headers, req.socket.remoteAddress, trustProxy);
  withDatabaseFaultStatus(req, res, handle);
}).listen(port, hostname, () => {
  console.log(
    `> Ready on http://localhost:${port} (${dev ? "development" : "production"}; proxy headers ${trustProxy ? "trusted" : "ignored"})`,
  );
});
