import "server-only";
import {
  RECOMMENDATION_CATEGORIES,
  type AssistantLocale,
  type NextStepObject,
  type Recommendations,
} from "@/lib/assistant/types";
import type { DirectoryMatches } from "./directory-sql";
import { messagesFor, type FoundKind, type StepWords } from "./messages";
import type { AnswerParts } from "./phases";
import type { RetrievalPlan } from "./retrieval/plan";
import { COUNTRY_CODES } from "./retrieval/vocabulary";

const DIRECTORY_LINKS = {
  clinics: { priority: "Medium", href: "/directory?category=clinics" },
  labs: { priority: "Medium", href: "/directory?category=labs" },
  wearables: { priority: "Low", href: "/directory?category=wearables" },
} as const;

const stepOf = (
  [step, action, expert]: StepWords,
  priority: NextStepObject["priority"],
  href?: string,
): NextStepObject => (href ? { step, action, expert, priority, href } : { step, action, expert, priority });

function directorySteps(locale: AssistantLocale): NextStepObject[] {
  const { directory } = messagesFor(locale);
  return (Object.keys(DIRECTORY_LINKS) as (keyof typeof DIRECTORY_LINKS)[]).map((category) =>
    stepOf(directory[category], DIRECTORY_LINKS[category].priority, DIRECTORY_LINKS[category].href),
  );
}

function doctorFirst(locale: AssistantLocale): NextStepObject[] {
  return [stepOf(messagesFor(locale).general.doctor, "High"), ...directorySteps(locale)];
}

/** A health question outside the curated topics, with nothing found: honest about the limits, pointing to a doctor. */
export function generalHealthAnswer(locale: AssistantLocale): AnswerParts {
  const { general } = messagesFor(locale);
  return {
    kind: "general",
    locale,
    topics: [],
    summary: general.summary,
    expertInsights: [...general.insights],
    nextSteps: doctorFirst(locale),
  };
}

/** Not about health, or an attempt to change the assistant's role: a polite answer that stays in scope. */
export function offTopicAnswer(locale: AssistantLocale): AnswerParts {
  return {
    kind: "off_topic",
    locale,
    topics: [],
    summary: messagesFor(locale).offTopic,
    expertInsights: [],
    nextSteps: directorySteps(locale),
  };
}

const FOUND_KIND: Readonly<Record<string, FoundKind>> = {
  clinic: "clinics",
  practitioner: "practitioners",
  lab: "labs",
  supplement: "supplements",
  food: "foods",
  wearable: "wearables",
  brand: "brands",
  app: "apps",
};

export function hasMatches(matches: DirectoryMatches): boolean {
  return RECOMMENDATION_CATEGORIES.some((category) => matches[category].length);
}

/**
 * No curated topic, but listings that fit: says plainly that no reviewed guidance exists, what was searched and which
 * kinds of listing were found (and when none is in the country asked about). It adds no health content of its own.
 */
export function retrievalAnswer(
  locale: AssistantLocale,
  plan: RetrievalPlan,
  matches: DirectoryMatches,
  recommendations: Recommendations,
): AnswerParts {
  const messages = messagesFor(locale);
  const found = RECOMMENDATION_CATEGORIES.flatMap((category) => matches[category]);
  const kinds = [...new Set(found.map((match) => FOUND_KIND[match.kind]).filter((kind) => kind !== undefined))];
  const names = kinds.map((kind) => messages.retrieval.kinds[kind]);
  const searched = plan.searched.length
    ? messages.quote(plan.searched.join(" "))
    : new Intl.ListFormat(locale).format(names);
  let summary = messages.retrieval.found(searched, new Intl.ListFormat(locale).format(names));
  const code = plan.country ? COUNTRY_CODES[plan.country] : undefined;
  if (code && !found.some((match) => match.country === plan.country)) {
    summary += ` ${messages.retrieval.notInCountry(new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code)}`;
  }
  return {
    kind: "general",
    locale,
    topics: [],
    summary,
    expertInsights: [messages.retrieval.insight],
    recommendations,
    nextSteps: doctorFirst(locale),
  };
}
