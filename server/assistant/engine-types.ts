import "server-only";
import type { AssistantLocale, AssistantPhase, HealthSearchResponse } from "@/lib/assistant/types";

type EngineName = "knowledge-base" | "llm";

/**
 * The small interface both engines implement: one phase of the answer to an already validated question, in the
 * given language (the question's, else the page's: see language.ts).
 */
export interface AnswerEngine {
  readonly name: EngineName;
  /** The language model's name, which the answer declares (the LLM engine only). */
  readonly model?: string;
  answer(query: string, phase: AssistantPhase, locale?: AssistantLocale): Promise<HealthSearchResponse>;
}
