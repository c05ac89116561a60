import "server-only";
import { ASSISTANT_LOCALES, type AssistantLocale, type NextStepObject } from "@/lib/assistant/types";
import { expertLabel } from "./experts";
import type { KnowledgeTopic, TopicSpec, TopicText, TopicTexts } from "./types";

/** A group's topics with their texts in every language, in the order the specs are written. */
export function localise<Ids extends string>(
  specs: Readonly<Record<Ids, TopicSpec>>,
  texts: Readonly<Record<AssistantLocale, TopicTexts<Ids>>>,
): KnowledgeTopic[] {
  return (Object.keys(specs) as Ids[]).map((id) => ({
    id,
    ...specs[id],
    text: Object.fromEntries(ASSISTANT_LOCALES.map((locale) => [locale, texts[locale][id]])) as Record<
      AssistantLocale,
      TopicText
    >,
  }));
}

export type TopicContent = { title: string; summary: string; insights: readonly string[]; nextSteps: NextStepObject[] };

/** What the visitor reads of a topic in one language: its text, with each step's fixed part filled in. */
export function topicContent(topic: KnowledgeTopic, locale: AssistantLocale): TopicContent {
  const { title, summary, insights, steps } = topic.text[locale];
  const nextSteps = topic.steps.map(({ priority, expert, href }, index) => {
    const [step = "", action = ""] = steps[index] ?? [];
    const base: NextStepObject = { step, action, expert: expertLabel(expert, locale), priority };
    return href ? { ...base, href } : base;
  });
  return { title, summary, insights, nextSteps };
}
