import "server-only";
import type { AssistantLocale, NextStepPriority, RecommendationCategory } from "@/lib/assistant/types";
import type { ExpertLabel } from "./experts";

/** Listing columns a topic can point at; directory-sql.ts weighs and matches them (case-insensitively). */
export type FacetColumn =
  | "advancedBiomarkers"
  | "biomarkers"
  | "testTypes"
  | "healthConditions"
  | "specialties"
  | "trackingCapabilities"
  | "ingredients"
  | "healthGoals"
  | "services"
  | "categories"
  | "category"
  | "tags";

export type CategoryFacets = Partial<Record<FacetColumn, readonly string[]>>;
/** The directory facets that serve a topic, per recommendation category. */
export type DirectoryFacets = Partial<Record<RecommendationCategory, CategoryFacets>>;

/**
 * Words and phrases that name a topic, in English, German, French, Spanish, Italian and Dutch (accents optional;
 * the matcher folds them and tolerates typos). strong: unambiguous names (weight 3); terms: clear but shared
 * (2); weak: hints that only count together with another hint (1).
 */
type TopicAliases = { strong: readonly string[]; terms?: readonly string[]; weak?: readonly string[] };

/** A next step's fixed part; its title and action are written per language in the topic's texts. */
export type StepSpec = { priority: NextStepPriority; expert: ExpertLabel; href?: string };

/** What a topic is, independent of language: how it is recognised and which listings serve it. */
export type TopicSpec = {
  aliases: TopicAliases;
  steps: readonly StepSpec[];
  facets: DirectoryFacets;
  /**
   * English words that listings use for the subject (an ingredient, a device, a service such as "MRI"): they join
   * the question's own words in the full-text retrieval over listings.
   */
  searchTerms?: readonly string[];
  /** A broad goal (sleep, energy, longevity): a specific topic named as strongly in the same question comes first. */
  broad?: boolean;
};

/**
 * A topic's visible content in one language. summary: two to four sentences of plain education (what it is, why it
 * matters, how strong the evidence is); insights: how clinicians and researchers look at it; steps: a title and an
 * action per StepSpec, in the same order. No diagnosis, no doses of medicines or supplements.
 */
export type TopicText = {
  title: string;
  summary: string;
  insights: readonly string[];
  steps: readonly (readonly [title: string, action: string])[];
};

export type TopicTexts<Ids extends string> = Readonly<Record<Ids, TopicText>>;

export type KnowledgeTopic = TopicSpec & { id: string; text: Readonly<Record<AssistantLocale, TopicText>> };
