import { healthSearchRequestSchema } from "@/lib/assistant/request-schema";
import { trustedCountryHeader } from "@/server/http/client-ip";
import { withVisitor } from "@/server/http/member-route";
import { logger } from "@/server/log/logger";
import { answerQuestion } from "@/server/public/assistant/cached-answer";
import { recordAssistantQuestion } from "@/server/public/analytics/mutations";
import { isBot } from "@/server/public/analytics/schema";

/**
 * POST /api/health-search {query, phase}: one phase of the assistant's answer (docs/product.md, Visitors: states, calls). The body is
 * validated before the cached answer is looked up; 429 with Retry-After past the limit, counted per member when
 * signed in, else per IP. Each question is
 * counted once (on its summary phase) by the topics it matched, never by its text.
 */
export const POST = withVisitor(
  async ({ req, body, ip }) => {
    const answer = await answerQuestion(body.query, body.phase);
    if (body.phase === "summary") {
      const userAgent = req.headers.get("user-agent");
      const facts = { ip, userAgent, country: trustedCountryHeader(req.headers), bot: isBot(userAgent) };
      // Counting must never cost the visitor the answer.
      await recordAssistantQuestion(
        answer.topics.map((topic) => topic.id),
        answer.kind,
        facts,
      ).catch((error: unknown) => logger.warn({ err: error }, "could not record an assistant question"));
    }
    return Response.json(answer, { headers: { "cache-control": "no-store" } });
  },
  { rateLimit: "healthSearch", body: healthSearchRequestSchema, maxBodyBytes: 2_048 },
);
