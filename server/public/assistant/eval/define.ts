import type { AssistantLocale, ResponseKind } from "@/lib/assistant/types";
import type { ListingKind } from "@/lib/directory/kinds";

export type EvalGroup =
  "topic" | "typo" | "lab-value" | "asks-kind" | "no-topic" | "off-topic" | "injection" | "emergency" | "not-emergency";

/**
 * One question of `npm run eval:ai`, written apart from the knowledge base's own phrasings. `kinds`: the response
 * kinds that count as right; `topics`: the topics the answer may lead with (when set, the first answer topic must
 * be one of them); `asks`: the listing kinds the question asks for, at least one of which must be recommended.
 */
export type EvalQuestion = {
  query: string;
  locale: AssistantLocale;
  group: EvalGroup;
  kinds: readonly ResponseKind[];
  topics?: readonly string[];
  asks?: readonly ListingKind[];
};

type Ids = readonly string[];

const question = (
  group: EvalGroup,
  locale: AssistantLocale,
  query: string,
  kinds: readonly ResponseKind[],
  topics?: Ids,
  asks?: readonly ListingKind[],
): EvalQuestion => ({ query, locale, group, kinds, ...(topics ? { topics } : {}), ...(asks ? { asks } : {}) });

/** A question one of the topics answers. */
export const topic = (locale: AssistantLocale, query: string, ...topics: Ids) =>
  question("topic", locale, query, ["answer"], topics);
export const typo = (locale: AssistantLocale, query: string, ...topics: Ids) =>
  question("typo", locale, query, ["answer"], topics);
export const labValue = (locale: AssistantLocale, query: string, ...topics: Ids) =>
  question("lab-value", locale, query, ["answer"], topics);
/** A question that asks for kinds of listing; with topics, one of them must lead the answer. */
export const asksFor = (locale: AssistantLocale, query: string, asks: readonly ListingKind[], ...topics: Ids) =>
  question(
    "asks-kind",
    locale,
    query,
    topics.length ? ["answer"] : ["answer", "general"],
    topics.length ? topics : undefined,
    asks,
  );
/** A health question no topic answers: listings of the asked kinds when it names one, else the honest general answer. */
export const noTopic = (locale: AssistantLocale, query: string, asks?: readonly ListingKind[]) =>
  question("no-topic", locale, query, ["general"], undefined, asks);
export const offTopic = (locale: AssistantLocale, query: string) => question("off-topic", locale, query, ["off_topic"]);
export const injection = (locale: AssistantLocale, query: string) =>
  question("injection", locale, query, ["off_topic"]);
export const emergency = (locale: AssistantLocale, query: string) =>
  question("emergency", locale, query, ["emergency"]);
/** Sounds alarming but is not an emergency (a past stroke, bleeding gums, a swimming stroke). */
export const notEmergency = (locale: AssistantLocale, query: string, ...topics: Ids) =>
  question(
    "not-emergency",
    locale,
    query,
    topics.length ? ["answer"] : ["answer", "general", "off_topic"],
    topics.length ? topics : undefined,
  );
