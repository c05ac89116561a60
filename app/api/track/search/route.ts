import { withPublic } from "@/server/http/route";
import { isBot } from "@/server/analytics/schema";
import { trackSearch } from "@/server/search/track-search";
import { trackSearchSchema } from "@/lib/search/track-search-schema";

/** POST /api/track/search {query, category?, source}: 204; 400 for an empty query; 429 with Retry-After when flooding. */
export const POST = withPublic(
  async ({ req, body }) => {
    await trackSearch(body, { bot: isBot(req.headers.get("user-agent")) });
    return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  },
  { rateLimit: "trackSearch", body: trackSearchSchema, maxBodyBytes: 2_048 },
);
