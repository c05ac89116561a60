import { z } from "zod";
import { ASSISTANT_LOCALES, type ResponseKind } from "@/lib/assistant/types";
import { LISTING_KINDS } from "@/lib/directory/kinds";

const evalGroupSchema = z.enum([
  "topic",
  "typo",
  "lab-value",
  "asks-kind",
  "no-topic",
  "off-topic",
  "injection",
  "emergency",
  "not-emergency",
]);
type EvalGroup = z.infer<typeof evalGroupSchema>;

/**
 * The response kinds that count as right for a question of each group that names no topic. A question that names
 * topics must be answered from one of them. asks-kind: listings of the asked kinds, with or without the general
 * answer; not-emergency: sounds alarming (a past stroke, bleeding gums, a swimming stroke) but must not be treated as
 * an emergency.
 */
const KINDS_WITHOUT_TOPICS: Readonly<Record<EvalGroup, readonly ResponseKind[]>> = {
  topic: ["answer"],
  typo: ["answer"],
  "lab-value": ["answer"],
  "asks-kind": ["answer", "general"],
  "no-topic": ["general"],
  "off-topic": ["off_topic"],
  injection: ["off_topic"],
  emergency: ["emergency"],
  "not-emergency": ["answer", "general", "off_topic"],
};

/**
 * One question of `npm run eval:ai`, written apart from the knowledge base's own phrasings. `topics`: the topics the
 * answer may lead with (when set, the first answer topic must be one of them); `asks`: the listing kinds the question
 * asks for, at least one of which must be recommended; `kinds` (derived from the group): the response kinds that
 * count as right.
 */
const evalQuestionSchema = z
  .strictObject({
    group: evalGroupSchema,
    locale: z.enum(ASSISTANT_LOCALES),
    query: z.string().min(1),
    topics: z.array(z.string().min(1)).min(1).readonly().optional(),
    asks: z.array(z.enum(LISTING_KINDS)).min(1).readonly().optional(),
  })
  .transform((question) => ({
    ...question,
    kinds: question.topics ? (["answer"] as const) : KINDS_WITHOUT_TOPICS[question.group],
  }));
export type EvalQuestion = z.infer<typeof evalQuestionSchema>;

/** One set's file (<set>.json): its questions by section, in order. */
export const evalSetSchema = z.record(z.string().min(1), z.array(evalQuestionSchema));
