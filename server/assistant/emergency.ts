import "server-only";
import {
  DEFAULT_ASSISTANT_LOCALE,
  emptyRecommendations,
  type AssistantLocale,
  type AssistantPhase,
  type HealthSearchResponse,
  type NextStepObject,
} from "@/lib/assistant/types";
import { crisisLineFor, emergencyNumberFor, EUROPEAN_EMERGENCY_NUMBER } from "./crisis-lines";
import { messagesFor, type StepWords } from "./messages";
import { EMERGENCY_PATTERNS, NON_URGENT_CONTEXT, type EmergencySign } from "./emergency-signs";
import { editDistance, foldText } from "./text";

const SIGNS = Object.keys(EMERGENCY_PATTERNS) as EmergencySign[];

/** Words of four or more letters in the always-patterns: what a misspelt emergency word is corrected to. */
const VOCABULARY = [
  ...new Set(
    Object.values(EMERGENCY_PATTERNS).flatMap(({ always }) =>
      always.flatMap((pattern) => pattern.source.match(/[a-z]{4,}/g) ?? []),
    ),
  ),
];
const VOCABULARY_SET = new Set(VOCABULARY);

/** Safety errs towards recall: a swapped pair of letters, or one slip in a word of five letters or more. */
function isTypoOf(word: string, target: string): boolean {
  if (word.length < 4 || Math.abs(word.length - target.length) > 1) return false;
  const max = target.length >= 5 ? 1 : 0;
  if (editDistance(word, target, max) <= max) return true;
  // Transposition in a four-letter word ("pian" → "pain").
  return (
    word.length === target.length &&
    editDistance(word, target, 1) <= 1 &&
    [...word].sort().join() === [...target].sort().join()
  );
}

function correctTypos(folded: string): string {
  return folded
    .split(" ")
    .map((word) => (VOCABULARY_SET.has(word) ? word : (VOCABULARY.find((target) => isTypoOf(word, target)) ?? word)))
    .join(" ");
}

/**
 * Sign patterns run on the question as typed and with misspelt emergency words corrected; bare words ("stroke")
 * only on the text as typed, so a correction never turns an everyday word into an alarm.
 */
export function detectEmergency(query: string): EmergencySign[] {
  const folded = foldText(query);
  const corrected = correctTypos(folded);
  const nonUrgent = NON_URGENT_CONTEXT.some((pattern) => pattern.test(folded));
  return SIGNS.filter((sign) => {
    const { always, unlessContext = [] } = EMERGENCY_PATTERNS[sign];
    return (
      always.some((pattern) => pattern.test(folded) || pattern.test(corrected)) ||
      (!nonUrgent && unlessContext.some((pattern) => pattern.test(folded)))
    );
  });
}

function crisisStep(country: string | null | undefined, locale: AssistantLocale): NextStepObject {
  const { emergency } = messagesFor(locale);
  const line = crisisLineFor(country, locale, emergency);
  return {
    step: emergency.talk.step,
    action: line ? emergency.talk.withLine(line) : emergency.talk.generic,
    expert: emergency.talk.expert,
    priority: "High",
  };
}

const stepOf = ([step, action, expert]: StepWords): NextStepObject => ({ step, action, expert, priority: "High" });

/**
 * Urgent-care guidance instead of an answer, in the answer's language: the same final response whichever phase was
 * asked for. The country, when known, picks the emergency number and names the national crisis line.
 */
export function buildEmergencyResponse(
  signs: EmergencySign[],
  phase: AssistantPhase,
  country?: string | null,
  locale: AssistantLocale = DEFAULT_ASSISTANT_LOCALE,
): HealthSearchResponse {
  const { emergency, disclaimer } = messagesFor(locale);
  const number = emergencyNumberFor(country, locale);
  const [callStep, callAction, callExpert] = emergency.call(number);
  const steps: NextStepObject[] = [
    stepOf([
      callStep,
      number === EUROPEAN_EMERGENCY_NUMBER ? `${emergency.about112} ${callAction}` : callAction,
      callExpert,
    ]),
  ];
  if (signs.includes("suicidal")) steps.push(crisisStep(country, locale));
  steps.push(stepOf(emergency.notAlone));
  return {
    kind: "emergency",
    phase,
    topics: [],
    summary: emergency.summary(number),
    expertInsights: signs.map((sign) => emergency.signs[sign](number)),
    recommendations: emptyRecommendations(),
    nextSteps: steps,
    hasMore: false,
    nextPhase: null,
    disclaimer,
  };
}
