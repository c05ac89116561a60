import "server-only";
import { FITNESS_TOPICS } from "./fitness";
import { GLUCOSE_TOPICS } from "./glucose";
import { HORMONE_TOPICS } from "./hormones";
import { INFLAMMATION_TOPICS } from "./inflammation";
import { LIFESTYLE_TOPICS } from "./lifestyle";
import { LIPID_TOPICS } from "./lipids";
import { LONGEVITY_TOPICS } from "./longevity";
import { MICRONUTRIENT_TOPICS } from "./micronutrients";
import { ORGAN_TOPICS } from "./organs";
import type { KnowledgeTopic } from "./types";

export type { CategoryFacets, DirectoryFacets, FacetColumn, KnowledgeTopic } from "./types";

/** The curated, reviewed topics the assistant answers from (educational content written for this product). */
export const KNOWLEDGE_TOPICS: readonly KnowledgeTopic[] = [
  ...LIPID_TOPICS,
  ...GLUCOSE_TOPICS,
  ...INFLAMMATION_TOPICS,
  ...MICRONUTRIENT_TOPICS,
  ...HORMONE_TOPICS,
  ...ORGAN_TOPICS,
  ...FITNESS_TOPICS,
  ...LIFESTYLE_TOPICS,
  ...LONGEVITY_TOPICS,
];

const BY_ID = new Map(KNOWLEDGE_TOPICS.map((topic) => [topic.id, topic]));

export function topicById(id: string): KnowledgeTopic | undefined {
  return BY_ID.get(id);
}
