import "server-only";
import { z } from "zod";
import { ASSISTANT_LOCALES, NEXT_STEP_PRIORITIES, RECOMMENDATION_CATEGORIES } from "@/lib/assistant/types";
import expertLabels from "./experts.json";

/** Listing columns a topic can point at; directory-sql.ts weighs and matches them (case-insensitively). */
const facetColumnSchema = z.enum([
  "advancedBiomarkers",
  "biomarkers",
  "testTypes",
  "healthConditions",
  "specialties",
  "trackingCapabilities",
  "ingredients",
  "healthGoals",
  "services",
  "diagnostics",
  "categories",
  "category",
  "tags",
]);
export type FacetColumn = z.infer<typeof facetColumnSchema>;

const words = z.array(z.string().min(1)).readonly();

const categoryFacetsSchema = z.partialRecord(facetColumnSchema, words);
export type CategoryFacets = z.infer<typeof categoryFacetsSchema>;
/** The directory facets that serve a topic, per recommendation category. */
const directoryFacetsSchema = z.partialRecord(z.enum(RECOMMENDATION_CATEGORIES), categoryFacetsSchema);
export type DirectoryFacets = z.infer<typeof directoryFacetsSchema>;

/**
 * Who can help with a next step, in every language: experts.json holds the English label as the key and its five
 * translations, and a step names its expert by that English label.
 */
const EXPERTS = z
  .record(
    z.string().min(1),
    z.strictObject({ de: z.string(), fr: z.string(), es: z.string(), it: z.string(), nl: z.string() }),
  )
  .parse(expertLabels);

const expertSchema = z.string().transform((label, context) => {
  const labels = EXPERTS[label];
  if (labels) return { en: label, ...labels };
  context.addIssue({ code: "custom", message: `"${label}" is not in experts.json` });
  return z.NEVER;
});

/** A next step's fixed part; its title and action are written per language in the topic's texts. */
const stepSchema = z.strictObject({
  priority: z.enum(NEXT_STEP_PRIORITIES),
  expert: expertSchema,
  href: z.string().startsWith("/").optional(),
});

/**
 * A topic's visible content in one language. summary: two to four sentences of plain education (what it is, why it
 * matters, how strong the evidence is); insights: how clinicians and researchers look at it; steps: a title and an
 * action per step, in the same order. No diagnosis, no doses of medicines or supplements.
 */
const topicTextSchema = z.strictObject({
  title: z.string().min(1),
  summary: z.string().min(1),
  insights: words,
  steps: z.array(z.tuple([z.string().min(1), z.string().min(1)]).readonly()).readonly(),
});

/**
 * A curated topic: how it is recognised, which listings serve it, and its text in the six languages.
 * aliases: words and phrases that name it, in English, German, French, Spanish, Italian and Dutch (accents optional;
 * the matcher folds them and tolerates typos). strong: unambiguous names (weight 3); terms: clear but shared (2);
 * weak: hints that only count together with another hint (1).
 * searchTerms: English words that listings use for the subject (an ingredient, a device, a service such as "MRI"):
 * they join the question's own words in the full-text retrieval over listings.
 * broad: a broad goal (sleep, energy, longevity): a specific topic named as strongly in the same question comes first.
 */
const knowledgeTopicSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  aliases: z.strictObject({ strong: words, terms: words.optional(), weak: words.optional() }),
  steps: z.array(stepSchema).readonly(),
  facets: directoryFacetsSchema,
  searchTerms: words.optional(),
  broad: z.boolean().optional(),
  text: z.record(z.enum(ASSISTANT_LOCALES), topicTextSchema),
});
export type KnowledgeTopic = z.infer<typeof knowledgeTopicSchema>;

/** One area's topics file (<area>/topics.json), in the order that breaks ties between equally named topics. */
export const topicsFileSchema = z.array(knowledgeTopicSchema);
