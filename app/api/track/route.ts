import { MAX_BATCH_BYTES } from "@/lib/analytics/constants";
import { trustedCountryHeader } from "@/server/http/client-ip";
import { withPublic } from "@/server/http/route";
import { recordEvents } from "@/server/analytics/mutations";
import { isBot, trackBodySchema } from "@/server/analytics/schema";

/**
 * POST /api/track: a batch `{events: [...]}` (at most 50, 32 KiB) or one event from the client tracker. 204; 400
 * with field messages; 413, 415; 429 when flooding. Stored without the IP: a daily-salted hash counts visitors.
 */
export const POST = withPublic(
  async ({ req, body, ip }) => {
    const userAgent = req.headers.get("user-agent");
    await recordEvents(body, { ip, userAgent, country: trustedCountryHeader(req.headers), bot: isBot(userAgent) });
    return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  },
  { rateLimit: "track", body: trackBodySchema, maxBodyBytes: MAX_BATCH_BYTES },
);
