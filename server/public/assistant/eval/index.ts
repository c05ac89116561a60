import { BODY_QUESTIONS } from "./body";
import type { EvalQuestion } from "./define";
import { DIRECTORY_QUESTIONS } from "./directory";
import { LIFE_QUESTIONS } from "./life";
import { SAFETY_QUESTIONS } from "./safety";

export type { EvalGroup, EvalQuestion } from "./define";

/** The fixed evaluation set of `npm run eval:ai` and of the evaluation test. */
export const EVAL_QUESTIONS: readonly EvalQuestion[] = [
  ...BODY_QUESTIONS,
  ...LIFE_QUESTIONS,
  ...DIRECTORY_QUESTIONS,
  ...SAFETY_QUESTIONS,
];
