// Relative imports only: next.config.ts loads this file, and its config transpiler does not resolve "@/…".

/**
 * The IndexNow key file lives at the site's root, `/{key}.txt` (a key is 8–128 letters, digits and dashes, so
 * robots.txt never matches), served by app/api/indexnow/[key]. The key is read at run time, so the rewrite takes
 * every such name and the route answers only the configured one; /llms-full.txt is the one such name that is a file of
 * its own.
 */
export function indexNowKeyFileRewrite() {
  return { source: "/:key((?!llms-full\\.)[A-Za-z0-9-]{8,128})\\.txt", destination: "/api/indexnow/:key" };
}
