import "server-only";
import type { AssistantLocale } from "@/lib/assistant/types";
import brain from "./brain/topics.json";
import cardio from "./cardio/topics.json";
import hormones from "./hormones/topics.json";
import metabolic from "./metabolic/topics.json";
import nutrients from "./nutrients/topics.json";
import organs from "./organs/topics.json";
import recovery from "./recovery/topics.json";
import testing from "./testing/topics.json";
import training from "./training/topics.json";
import { topicsFileSchema, type KnowledgeTopic } from "./schema";

export type { CategoryFacets, DirectoryFacets, FacetColumn, KnowledgeTopic } from "./schema";
export { topicContent, type TopicContent } from "./localise";

/**
 * The curated, reviewed topics the assistant answers from (educational content written for this product), each in
 * the six languages, parsed once when the module loads. The order breaks ties between topics a question names
 * equally strongly.
 */
export const KNOWLEDGE_TOPICS: readonly KnowledgeTopic[] = [
  cardio,
  metabolic,
  organs,
  nutrients,
  hormones,
  training,
  recovery,
  brain,
  testing,
].flatMap((area) => topicsFileSchema.parse(area));

const BY_ID = new Map(KNOWLEDGE_TOPICS.map((topic) => [topic.id, topic]));

export function topicById(id: string): KnowledgeTopic | undefined {
  return BY_ID.get(id);
}

export function topicTitle(topic: KnowledgeTopic, locale: AssistantLocale): string {
  return topic.text[locale].title;
}
