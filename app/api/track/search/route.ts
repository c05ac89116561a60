import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/lib/http/handlers";
import { clientIp, consumeRateLimit } from "@/lib/rate-limit";
import { trackSearch } from "@/server/public/searches/mutations";
import { TRACK_SEARCH_LIMIT, trackSearchSchema } from "@/server/public/searches/schema";

const MAX_BODY_BYTES = 2_048;

/** POST /api/track/search {query, category?, source}: 204; 400 for an empty query; 429 with Retry-After when flooding. */
export const POST = withPublic(async ({ req }) => {
  const limited = await consumeRateLimit(`track-search:${clientIp(req.headers)}`, TRACK_SEARCH_LIMIT);
  if (!limited.ok) throw new AppError("rate_limited", "Too many requests", undefined, { "retry-after": String(limited.retryAfterSeconds) });
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError("payload_too_large");
  // sendBeacon may label the body text/plain; it is read as JSON either way.
  const body = trackSearchSchema.parse(JSON.parse(text || "null"));
  await trackSearch(body);
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
