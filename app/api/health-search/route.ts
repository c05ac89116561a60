import { healthSearchRequestSchema } from "@/lib/assistant/request-schema";
import { withPublic } from "@/server/http/route";
import { answerQuestion } from "@/server/public/assistant/cached-answer";

/**
 * POST /api/health-search {query, phase}: one phase of the assistant's answer (spec 1 §4, §7). The body is
 * validated before the cached answer is looked up; 429 with Retry-After past the per-client limit.
 */
export const POST = withPublic(
  async ({ body }) => {
    const answer = await answerQuestion(body.query, body.phase);
    return Response.json(answer, { headers: { "cache-control": "no-store" } });
  },
  { rateLimit: "healthSearch", body: healthSearchRequestSchema, maxBodyBytes: 2_048 },
);
