// How every production (and development) server of the app is started: Next's own `next start`, with the node
// options that give it what a server of our own used to (npm start, npm run serve, the e2e servers, the bench).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_NODE_FLAGS } from "./app-memory";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Next's CLI script, run by node itself so the server gets node options (node_modules/.bin/next is its symlink). */
export const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
const PRELOAD = pathToFileURL(path.join(ROOT, "scripts/lib/server-preload.mjs")).href;

/**
 * Request lines and headers past 8 KiB are refused (431) before Next sees them: redirects echo the URL, and a
 * response header past 16 KiB is more than browsers and proxies accept. Node's default is 16 KiB.
 */
const MAX_HEADER_BYTES = 8 * 1024;
// Idle keep-alive connections stay open longer than the proxies and clients in front of us keep theirs (60 s is the
// common load-balancer idle time): with Node's 5 s a client reusing a connection just as the server closes it gets a
// reset instead of an answer.
const KEEP_ALIVE_MS = 65_000;

/**
 * The node arguments of `next start` (or `next dev`) on `port`: the header limit, the forwarding headers settled by
 * scripts/lib/server-preload.mjs, and in production the memory flags. No hostname: with -H, Next 16.4 builds Proxy's
 * request URLs on "localhost" but compares rewrites against that hostname, so every Proxy rewrite is proxied over
 * HTTP back into itself.
 */
export function nextServerArgs({
  dev = false,
  port,
  dir,
  memoryFlags = !dev,
}: {
  dev?: boolean;
  port: number | string;
  dir?: string;
  /** The V8 memory flags (scripts/lib/app-memory.ts); production only by default. */
  memoryFlags?: boolean;
}) {
  return [
    ...(memoryFlags ? SERVER_NODE_FLAGS : []),
    `--max-http-header-size=${MAX_HEADER_BYTES}`,
    "--import",
    PRELOAD,
    NEXT_BIN,
    dev ? "dev" : "start",
    ...(dir ? [dir] : []),
    "-p",
    String(port),
    ...(dev ? [] : ["--keepAliveTimeout", String(KEEP_ALIVE_MS)]),
  ];
}
