import "server-only";
import type { AssistantLocale, NextStepObject } from "@/lib/assistant/types";
import type { KnowledgeTopic } from "./schema";

export type TopicContent = { title: string; summary: string; insights: readonly string[]; nextSteps: NextStepObject[] };

/** What the visitor reads of a topic in one language: its text, with each step's fixed part filled in. */
export function topicContent(topic: KnowledgeTopic, locale: AssistantLocale): TopicContent {
  const { title, summary, insights, steps } = topic.text[locale];
  const nextSteps = topic.steps.map(({ priority, expert, href }, index) => {
    const [step = "", action = ""] = steps[index] ?? [];
    const base: NextStepObject = { step, action, expert: expert[locale], priority };
    return href ? { ...base, href } : base;
  });
  return { title, summary, insights, nextSteps };
}
