import body from "./body.json";
import directory from "./directory.json";
import life from "./life.json";
import safety from "./safety.json";
import { evalSetSchema, type EvalQuestion } from "./schema";

export type { EvalQuestion } from "./schema";

/**
 * The fixed evaluation set of `npm run eval:ai` and of the evaluation test, parsed once when the module loads.
 * body: heart, metabolism, hormones and nutrients; life: organs, training, recovery, brain and testing (each topic in
 * at least two phrasings and two languages); directory: questions that ask for a kind of listing, with and without a
 * curated topic, and health questions outside the topics; safety: emergencies, look-alikes, off-topic questions and
 * attempts to re-task the assistant, in the six languages.
 */
export const EVAL_QUESTIONS: readonly EvalQuestion[] = [body, life, directory, safety].flatMap((set) =>
  Object.values(evalSetSchema.parse(set)).flat(),
);
