import { withPublic } from "@/server/http/route";
import { trustedCountryHeader } from "@/server/http/client-ip";
import { recordEvent } from "@/server/public/analytics/mutations";
import { isBot, trackEventSchema } from "@/server/public/analytics/schema";

/** POST /api/track: one page view or event from the client tracker; 204, 400 with field messages, 429 when flooding. */
export const POST = withPublic(
  async ({ req, body }) => {
    const userAgent = req.headers.get("user-agent");
    await recordEvent(body, { userAgent, country: trustedCountryHeader(req.headers), bot: isBot(userAgent) });
    return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  },
  { rateLimit: "track", body: trackEventSchema, maxBodyBytes: 4_096 },
);
