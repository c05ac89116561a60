import "server-only";
import { createHash } from "node:crypto";

/** The validator of a body: its SHA-1 in base64url, a strong ETag (the same bytes always give the same tag). */
const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/** Whether an If-None-Match header names this ETag (a weak match, as a GET compares them), or is `*`. */
function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const tags = header.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return tags.includes("*") || tags.includes(etag);
}

/**
 * A GET answer with its ETag, and a 304 without a body when the request already holds it. The headers a 304 must
 * repeat (Cache-Control, ETag, Vary) and the others are kept; only the body and its length go.
 */
export async function conditionalResponse(req: Request, response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await response.text();
  const etag = etagOf(body);
  const headers = new Headers(response.headers);
  headers.set("etag", etag);
  if (matchesIfNoneMatch(req.headers.get("if-none-match"), etag)) {
    headers.delete("content-type");
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(req.method === "HEAD" ? null : body, { status: 200, headers });
}
