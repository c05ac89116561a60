import { healthSearchRequestSchema } from "@/lib/assistant/request-schema";
import { trustedCountryHeader } from "@/server/http/client-ip";
import { withVisitor } from "@/server/http/member-route";
import { logger } from "@/server/log/logger";
import { answerQuestion } from "@/server/assistant/cached-answer";
import { recordAssistantQuestion, recordAssistantRecommendations } from "@/server/analytics/mutations";
import { recommendedListingKeys } from "@/server/assistant/recommended-listings";
import { isBot } from "@/server/analytics/schema";

/**
 * POST /api/health-search {query, phase, locale?}: one phase of the assistant's answer,
 * in the question's language, else the page's `locale`. The body is validated before the cached answer
 * is looked up; 429 with Retry-After past the limit, counted per member when signed in, else per IP. Emergencies name
 * the visitor's national crisis line when a trusted proxy tells the country. Each question is counted once (on its
 * summary phase) by the topics it matched, never by its text; the listings it recommends are counted for their owners
 * (on the recommendations phase).
 */
export const POST = withVisitor(
  async ({ req, body, ip }) => {
    const country = trustedCountryHeader(req.headers);
    const answer = await answerQuestion(body.query, body.phase, { country, locale: body.locale });
    const userAgent = req.headers.get("user-agent");
    const facts = { ip, userAgent, country, bot: isBot(userAgent) };
    // Counting must never cost the visitor the answer.
    if (body.phase === "summary") {
      await recordAssistantQuestion(
        answer.topics.map((topic) => topic.id),
        answer.kind,
        facts,
      ).catch((error: unknown) => logger.warn({ err: error }, "could not record an assistant question"));
    } else if (body.phase === "recommendations") {
      await recommendedListingKeys(answer)
        .then((listings) => recordAssistantRecommendations(listings, facts))
        .catch((error: unknown) => logger.warn({ err: error }, "could not record the assistant's recommendations"));
    }
    return Response.json(answer, { headers: { "cache-control": "no-store" } });
  },
  { rateLimit: "healthSearch", body: healthSearchRequestSchema, maxBodyBytes: 2_048 },
);
