// @ts-check
// Loaded into `next start` with `node --import` (scripts/lib/next-server.ts): Next itself only fills X-Forwarded-For
// from the socket when the client sent none, so any client could pick the IP its rate limits are counted under.
// Node publishes every request on this channel before the server's request listener sees it, so the headers are
// settled before Next reads them, without a server of our own around Next's.
import { subscribe } from "node:diagnostics_channel";
import { sanitizeForwarding } from "./forwarding.mjs";

const trustProxy = process.env.TRUST_PROXY_HEADERS === "true";

subscribe("http.server.request.start", (message) => {
  const { request } = /** @type {{ request: import("node:http").IncomingMessage }} */ (message);
  sanitizeForwarding(request.headers, request.socket.remoteAddress, trustProxy);
});
