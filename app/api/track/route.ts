import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/lib/http/handlers";
import { clientIp, consumeRateLimit } from "@/lib/rate-limit";
import { recordEvent } from "@/server/public/analytics/mutations";
import { TRACK_EVENT_LIMIT, isBot, trackEventSchema } from "@/server/public/analytics/schema";

const MAX_BODY_BYTES = 4_096;

/** POST /api/track: one page view or event from the client tracker; 204, 400 with field messages, 429 when flooding. */
export const POST = withPublic(async ({ req }) => {
  const limited = await consumeRateLimit(`track:${clientIp(req.headers)}`, TRACK_EVENT_LIMIT);
  if (!limited.ok) throw new AppError("rate_limited", "Too many requests", undefined, { "retry-after": String(limited.retryAfterSeconds) });
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError("payload_too_large");
  // sendBeacon may label the body text/plain; it is read as JSON either way.
  const event = trackEventSchema.parse(JSON.parse(text || "null"));
  const userAgent = req.headers.get("user-agent");
  await recordEvent(event, { userAgent, country: req.headers.get("x-vercel-ip-country") ?? req.headers.get("cf-ipcountry"), bot: isBot(userAgent) });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
