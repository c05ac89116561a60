import "server-only";
import type { NextStepObject, RecommendationCategory } from "@/lib/assistant/types";

/** Listing columns a topic can point at; directory-finder.ts weighs and matches them (case-insensitively). */
export type FacetColumn =
  | "advancedBiomarkers"
  | "biomarkers"
  | "testTypes"
  | "healthConditions"
  | "specialties"
  | "trackingCapabilities"
  | "ingredients"
  | "healthGoals"
  | "dietaryPreferences"
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

export type KnowledgeTopic = {
  id: string;
  title: string;
  aliases: TopicAliases;
  /** Two to four sentences of plain-language education: what it is and why it matters. No diagnosis, no dosing. */
  summary: string;
  /** How clinicians and researchers look at it. */
  insights: readonly string[];
  nextSteps: readonly NextStepObject[];
  facets: DirectoryFacets;
};
