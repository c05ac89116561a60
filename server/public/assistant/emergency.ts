import "server-only";
import { MEDICAL_DISCLAIMER } from "@/lib/assistant/disclaimer";
import {
  emptyRecommendations,
  type AssistantPhase,
  type HealthSearchResponse,
  type NextStepObject,
} from "@/lib/assistant/types";
import { crisisLineFor, emergencyNumberFor } from "./crisis-lines";
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

const SIGN_GUIDANCE: Record<EmergencySign, (number: string) => string> = {
  chest_pain: (n) =>
    `Chest pain or pressure — especially spreading to the arm, jaw or back, or with breathlessness, sweating or nausea — can be a heart attack. Call ${n}, stop what you are doing and do not drive yourself to hospital.`,
  stroke: (n) =>
    `Sudden face drooping, weakness or numbness on one side, or slurred or confused speech can be a stroke. Call ${n} immediately and note the time the symptoms started: every minute counts.`,
  suicidal: (n) =>
    `If you are thinking about ending your life or harming yourself, you are not alone and help is available right now. If you are in immediate danger, call ${n}.`,
  bleeding: (n) =>
    `Heavy bleeding that does not stop, or vomiting or coughing up blood, needs emergency care. Call ${n}; for a wound, press firmly on it with a clean cloth while you wait.`,
  anaphylaxis: (n) =>
    `Swelling of the throat, tongue or lips, difficulty breathing or a sudden severe allergic reaction can be anaphylaxis. Call ${n}. If you have been prescribed an adrenaline auto-injector, use it as you were shown.`,
  headache: (n) =>
    `A sudden, severe headache — the worst of your life — can be a sign of bleeding in the brain. Call ${n} or go to the nearest emergency department now.`,
};

function crisisStep(country: string | null | undefined): NextStepObject {
  const line = crisisLineFor(country);
  return {
    step: "Talk to someone now",
    action: line
      ? `Call ${line}. If you can, tell someone you trust how you feel and ask them to stay with you.`
      : "Contact a local crisis line or your doctor, or call the emergency number. If you can, tell someone you trust how you feel and ask them to stay with you.",
    expert: "Crisis line or emergency services",
    priority: "High",
  };
}

/** Urgent-care guidance instead of an answer: the same final response whichever phase was asked for. */
export function buildEmergencyResponse(
  signs: EmergencySign[],
  phase: AssistantPhase,
  country?: string | null,
): HealthSearchResponse {
  const number = emergencyNumberFor(country);
  const steps: NextStepObject[] = [
    {
      step: `Call ${number} now`,
      action: `${number === "112" ? "112 is free from any phone in every EU country and many others. " : ""}Say where you are and describe the symptoms.`,
      expert: "Emergency services",
      priority: "High",
    },
  ];
  if (signs.includes("suicidal")) steps.push(crisisStep(country));
  steps.push({
    step: "Don't stay alone",
    action: "Ask someone nearby to stay with you until help arrives.",
    expert: "Someone you trust",
    priority: "High",
  });
  return {
    kind: "emergency",
    phase,
    topics: [],
    summary:
      `What you describe can be a medical emergency. Please call ${number} now, or go to the nearest emergency department. ` +
      "Do not wait for an online answer; this assistant cannot help in an emergency.",
    expertInsights: signs.map((sign) => SIGN_GUIDANCE[sign](number)),
    recommendations: emptyRecommendations(),
    nextSteps: steps,
    hasMore: false,
    nextPhase: null,
    disclaimer: MEDICAL_DISCLAIMER,
  };
}
