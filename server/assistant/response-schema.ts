import "server-only";
import { z } from "zod";
import {
  ASSISTANT_PHASES,
  NEXT_STEP_PRIORITIES,
  RECOMMENDATION_CATEGORIES,
  RESPONSE_KINDS,
  type HealthSearchResponse,
} from "@/lib/assistant/types";

/** A path on this site ("/clinic/slug", "/directory?category=labs"): never another origin, never a scheme. */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[^\s]*$/, "must be a path on this site");

const text = (max: number) => z.string().trim().min(1).max(max);

const recommendationItemSchema = z
  .object({
    name: text(200),
    url: sitePath,
    location: text(200).optional(),
    brand: text(200).optional(),
    shortDescription: text(500).optional(),
    perMeasuredMarker: z.number().min(0).max(1_000_000).optional(),
    perDailyDose: z.number().min(0).max(1_000_000).optional(),
    rating: z.number().min(0).max(5).nullable(),
    sponsored: z.boolean(),
  })
  .strict();

const recommendationList = z.array(recommendationItemSchema).max(6);

const nextStepSchema = z.union([
  text(300),
  z
    .object({
      step: text(200),
      action: text(600),
      expert: text(200).optional(),
      priority: z.enum(NEXT_STEP_PRIORITIES),
      href: sitePath.optional(),
    })
    .strict(),
]);

const recommendationsShape = Object.fromEntries(
  RECOMMENDATION_CATEGORIES.map((category) => [category, recommendationList]),
) as Record<(typeof RECOMMENDATION_CATEGORIES)[number], typeof recommendationList>;

/** Every /api/health-search answer is parsed with this before it leaves the server. */
export const healthSearchResponseSchema = z
  .object({
    kind: z.enum(RESPONSE_KINDS),
    phase: z.enum(ASSISTANT_PHASES),
    topics: z.array(z.object({ id: text(60), title: text(120) }).strict()).max(5),
    summary: text(2000),
    expertInsights: z.array(text(800)).max(8),
    recommendations: z.object(recommendationsShape).strict(),
    nextSteps: z.array(nextStepSchema).max(8),
    hasMore: z.boolean(),
    nextPhase: z.enum(ASSISTANT_PHASES).nullable(),
    disclaimer: text(1000),
    author: z
      .union([
        z.object({ engine: z.literal("knowledge-base") }).strict(),
        z.object({ engine: z.literal("language-model"), model: text(100) }).strict(),
      ])
      .optional(),
  })
  .strict()
  .refine((response) => response.hasMore === (response.nextPhase !== null), {
    message: "hasMore and nextPhase disagree",
    path: ["nextPhase"],
  })
  .refine((response) => !response.hasMore || response.kind === "answer" || response.kind === "general", {
    message: "only answers come in phases",
    path: ["hasMore"],
  });

export function validateHealthSearchResponse(response: unknown): HealthSearchResponse {
  return healthSearchResponseSchema.parse(response);
}
