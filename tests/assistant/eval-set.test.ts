import { describe, expect, it } from "vitest";
import { ASSISTANT_LOCALES } from "@/lib/assistant/types";
import { EVAL_QUESTIONS } from "@/server/assistant/eval";
import { KNOWLEDGE_TOPICS } from "@/server/assistant/knowledge-base";

describe("evaluation set", () => {
  it("holds over 300 distinct questions in the six languages, each with emergencies, off-topic questions and injections", () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(EVAL_QUESTIONS.map((q) => q.query)).size).toBe(EVAL_QUESTIONS.length);
    for (const locale of ASSISTANT_LOCALES) {
      const asked = EVAL_QUESTIONS.filter((q) => q.locale === locale);
      for (const group of ["emergency", "off-topic", "injection", "topic"] as const) {
        expect(
          asked.some((q) => q.group === group),
          `${locale} ${group}`,
        ).toBe(true);
      }
    }
    for (const group of ["typo", "lab-value", "asks-kind", "no-topic", "not-emergency"] as const) {
      expect(
        EVAL_QUESTIONS.some((q) => q.group === group),
        group,
      ).toBe(true);
    }
  });

  it("asks about every topic in at least two phrasings and two languages, and names only existing topics", () => {
    const ids = new Set(KNOWLEDGE_TOPICS.map((topic) => topic.id));
    for (const question of EVAL_QUESTIONS) for (const id of question.topics ?? []) expect(ids, id).toContain(id);
    for (const id of ids) {
      const asked = EVAL_QUESTIONS.filter((q) => q.topics?.[0] === id);
      expect(asked.length, id).toBeGreaterThanOrEqual(2);
      expect(new Set(asked.map((q) => q.locale)).size, id).toBeGreaterThanOrEqual(2);
    }
  });

  it("never reuses a topic's own title as a question", () => {
    const titles = new Set(
      KNOWLEDGE_TOPICS.flatMap((topic) => ASSISTANT_LOCALES.map((l) => topic.text[l].title.toLowerCase())),
    );
    for (const question of EVAL_QUESTIONS) expect(titles.has(question.query.toLowerCase()), question.query).toBe(false);
  });
});
