import { describe, expect, it } from "vitest";
import {
  APP_CATEGORIES,
  BRAND_CATEGORIES,
  CATEGORY_FILTERS,
  CLINIC_BIOMARKERS,
  CLINIC_HEALTH_CONDITIONS,
  CLINIC_SPECIALTIES,
  FOOD_CATEGORIES,
  LAB_ADVANCED_BIOMARKERS,
  LAB_HEALTH_CONDITIONS,
  LAB_TEST_TYPES,
  SUPPLEMENT_CATEGORIES,
  WEARABLE_CATEGORIES,
  type FilterOption,
} from "@/lib/directory/filters";
import { ASSISTANT_LOCALES, type RecommendationCategory } from "@/lib/assistant/types";
import { DIAGNOSTICS } from "@/lib/listings/fact-filter-options";
import { DEMO_LISTINGS } from "@/prisma/seed/demo";
import { CATEGORY_KINDS } from "@/server/assistant/directory-sql";
import { KNOWLEDGE_TOPICS, topicContent, type FacetColumn } from "@/server/assistant/knowledge-base";
import { detectLanguage } from "@/server/assistant/language";

const values = (...lists: FilterOption[][]) => new Set(lists.flat().map((o) => o.value));

/** Facets with a fixed vocabulary must use the directory's filter values, or they would never match a row. */
const VOCABULARY: Partial<Record<RecommendationCategory, Partial<Record<FacetColumn, Set<string>>>>> = {
  labs: {
    advancedBiomarkers: values(LAB_ADVANCED_BIOMARKERS),
    biomarkers: values(CLINIC_BIOMARKERS, LAB_ADVANCED_BIOMARKERS),
    testTypes: values(LAB_TEST_TYPES),
    healthConditions: values(LAB_HEALTH_CONDITIONS),
  },
  clinics: {
    specialties: values(CLINIC_SPECIALTIES),
    healthConditions: values(CLINIC_HEALTH_CONDITIONS),
    biomarkers: values(CLINIC_BIOMARKERS),
    diagnostics: values(DIAGNOSTICS),
  },
  wearables: { category: values(WEARABLE_CATEGORIES) },
  supplements: { category: values(SUPPLEMENT_CATEGORIES) },
  foods: { category: values(FOOD_CATEGORIES) },
  brands: { category: values(BRAND_CATEGORIES, APP_CATEGORIES), categories: values(BRAND_CATEGORIES) },
};

/** Free-text facets must occur in the curated demo data of the category's kinds (case-insensitively). */
function demoValues(category: RecommendationCategory, column: FacetColumn): Set<string> {
  const kinds: readonly string[] = CATEGORY_KINDS[category];
  const found = DEMO_LISTINGS.filter((listing) => kinds.includes(listing.kind)).flatMap((listing) => {
    const value = (listing as Record<string, unknown>)[column];
    return Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
  });
  return new Set(found.map((v) => v.toLowerCase()));
}

const TOPIC_LOCALES = KNOWLEDGE_TOPICS.flatMap((topic) =>
  ASSISTANT_LOCALES.map((locale) => [topic.id, locale, topic] as const),
);

const DOSE = /\b\d[\d.,]*\s?(mg|mcg|µg|iu|ie|g|units?|capsules?|tablets?)\b(?!\s*\/)/i;

describe("knowledge base", () => {
  it("covers the six home chips and the 30 biomarkers and goals of issue 8, with unique ids", () => {
    const ids = KNOWLEDGE_TOPICS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      "ldl-cholesterol",
      "blood-glucose",
      "sleep",
      "longevity",
      "energy",
      "inflammation",
      "gut-health",
      "apob",
      "lipoprotein-a",
      "triglycerides",
      "hdl-cholesterol",
      "hba1c",
      "homocysteine",
      "vitamin-d",
      "vitamin-b12",
      "folate",
      "iron-ferritin",
      "thyroid-tsh",
      "free-t4",
      "testosterone",
      "oestradiol",
      "cortisol",
      "dhea-s",
      "omega-3-index",
      "uric-acid",
      "liver-enzymes",
      "kidney-egfr",
      "hrv",
      "resting-heart-rate",
      "vo2max",
      "stress",
      "biological-age",
      "body-composition",
    ]) {
      expect(ids, id).toContain(id);
    }
  });

  it.each(TOPIC_LOCALES)("%s in %s is complete, educational and dose-free", (_id, locale, topic) => {
    const { title, summary, insights, nextSteps } = topicContent(topic, locale);
    expect(title.length).toBeGreaterThan(1);
    expect(summary.length).toBeGreaterThan(150);
    expect(summary.length).toBeLessThanOrEqual(650);
    expect(insights.length).toBeGreaterThanOrEqual(2);
    expect(insights.length).toBeLessThanOrEqual(4);
    expect(nextSteps.length).toBeGreaterThanOrEqual(2);
    expect(topic.text[locale].steps).toHaveLength(topic.steps.length);
    expect(topic.aliases.strong.length).toBeGreaterThan(0);
    for (const text of [summary, ...insights, ...nextSteps.flatMap((s) => [s.step, s.action, s.expert ?? ""])]) {
      expect(text.trim().length, `${locale}: ${text}`).toBeGreaterThan(1);
      expect(text, text).not.toMatch(DOSE);
    }
  });

  it.each(TOPIC_LOCALES.filter(([, locale]) => locale !== "en"))(
    "%s is translated into %s, not copied from English",
    (_id, locale, topic) => {
      const english = topic.text.en;
      const text = topic.text[locale];
      expect(text.summary).not.toBe(english.summary);
      text.insights.forEach((insight, index) => expect(insight).not.toBe(english.insights[index]));
      text.steps.forEach(([step], index) => expect(step).not.toBe(english.steps[index]?.[0]));
      expect(detectLanguage(text.summary), text.summary).toBe(locale);
    },
  );

  it.each(KNOWLEDGE_TOPICS.map((t) => [t.id, t] as const))(
    "%s points at facets that exist in the directory",
    (_id, topic) => {
      const categories = Object.entries(topic.facets) as [
        RecommendationCategory,
        Partial<Record<FacetColumn, readonly string[]>>,
      ][];
      expect(categories.length).toBeGreaterThan(0);
      for (const [category, columns] of categories) {
        for (const [column, list] of Object.entries(columns) as [FacetColumn, readonly string[]][]) {
          const vocabulary = VOCABULARY[category]?.[column];
          for (const value of list) {
            if (vocabulary) expect(vocabulary.has(value), `${category}.${column}=${value}`).toBe(true);
            else
              expect(demoValues(category, column).has(value.toLowerCase()), `${category}.${column}=${value}`).toBe(
                true,
              );
          }
        }
      }
    },
  );

  it.each(KNOWLEDGE_TOPICS.map((t) => [t.id, t] as const))(
    "%s links next steps to valid directory views",
    (_id, topic) => {
      for (const { href } of topic.steps) {
        if (!href) continue;
        const url = new URL(href, "http://localhost");
        expect(url.pathname).toBe("/directory");
        const category = url.searchParams.get("category") as keyof typeof CATEGORY_FILTERS;
        expect(CATEGORY_FILTERS[category], href).toBeDefined();
        for (const [key, value] of url.searchParams) {
          if (key === "category") continue;
          const filter = CATEGORY_FILTERS[category].find((f) => f.key === key);
          expect(filter, href).toBeDefined();
          if (filter?.type === "select")
            expect(
              filter.options.map((o) => o.value),
              href,
            ).toContain(value);
        }
      }
    },
  );

  it("keeps any three combined summaries within the response limit", () => {
    const longest = KNOWLEDGE_TOPICS.flatMap((t) => ASSISTANT_LOCALES.map((locale) => t.text[locale].summary.length))
      .sort((a, b) => b - a)
      .slice(0, 3);
    expect(longest.reduce((a, b) => a + b, 4)).toBeLessThanOrEqual(2000);
  });
});
