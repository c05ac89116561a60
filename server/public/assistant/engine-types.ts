import "server-only";
import type { AssistantPhase, HealthSearchResponse } from "@/lib/assistant/types";

export type EngineName = "knowledge-base" | "llm";

/** The small interface both engines implement: one phase of the answer to an already validated question. */
export interface AnswerEngine {
  readonly name: EngineName;
  answer(query: string, phase: AssistantPhase): Promise<HealthSearchResponse>;
}
