import "server-only";
import type { AssistantLocale } from "@/lib/assistant/types";
import { BRAIN_TOPICS } from "./brain";
import { CARDIO_TOPICS } from "./cardio";
import { HORMONES_TOPICS } from "./hormones";
import { METABOLIC_TOPICS } from "./metabolic";
import { NUTRIENTS_TOPICS } from "./nutrients";
import { ORGANS_TOPICS } from "./organs";
import { RECOVERY_TOPICS } from "./recovery";
import { TESTING_TOPICS } from "./testing";
import { TRAINING_TOPICS } from "./training";
import type { KnowledgeTopic } from "./types";

export type { CategoryFacets, DirectoryFacets, FacetColumn, KnowledgeTopic, TopicText } from "./types";
export { topicContent, type TopicContent } from "./localise";

/**
 * The curated, reviewed topics the assistant answers from (educational content written for this product), each in
 * the six languages. The order breaks ties between topics a question names equally strongly.
 */
export const KNOWLEDGE_TOPICS: readonly KnowledgeTopic[] = [
  ...CARDIO_TOPICS,
  ...METABOLIC_TOPICS,
  ...ORGANS_TOPICS,
  ...NUTRIENTS_TOPICS,
  ...HORMONES_TOPICS,
  ...TRAINING_TOPICS,
  ...RECOVERY_TOPICS,
  ...BRAIN_TOPICS,
  ...TESTING_TOPICS,
];

const BY_ID = new Map(KNOWLEDGE_TOPICS.map((topic) => [topic.id, topic]));

export function topicById(id: string): KnowledgeTopic | undefined {
  return BY_ID.get(id);
}

export function topicTitle(topic: KnowledgeTopic, locale: AssistantLocale): string {
  return topic.text[locale].title;
}
