import { describe, expect, it } from "vitest";
import { QUERY_MAX_LENGTH } from "@/lib/assistant/limits";
import { normaliseQuery } from "@/lib/assistant/normalise";
import {
  LOCALE_MESSAGE,
  PHASE_MESSAGE,
  QUERY_MESSAGES,
  healthSearchRequestSchema,
} from "@/lib/assistant/request-schema";

const messages = (input: unknown) => {
  const result = healthSearchRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("healthSearchRequestSchema", () => {
  it("trims the query and keeps the phase", () => {
    expect(healthSearchRequestSchema.parse({ query: "  LDL cholesterol \n", phase: "insights" })).toEqual({
      query: "LDL cholesterol",
      phase: "insights",
    });
  });

  it("defaults a missing phase to the first one", () => {
    expect(healthSearchRequestSchema.parse({ query: "sleep" })).toEqual({ query: "sleep", phase: "summary" });
  });

  it("takes the page's language when it is one of the six, and leaves it out when absent", () => {
    expect(healthSearchRequestSchema.parse({ query: "Schlaf", locale: "de" })).toEqual({
      query: "Schlaf",
      phase: "summary",
      locale: "de",
    });
    expect(healthSearchRequestSchema.parse({ query: "sleep" })).not.toHaveProperty("locale");
    for (const locale of ["pt", "EN", "", 7, null]) {
      expect(messages({ query: "sleep", locale }), String(locale)).toEqual([`locale: ${LOCALE_MESSAGE}`]);
    }
  });

  it("refuses an empty or blank query", () => {
    expect(messages({ query: "", phase: "summary" })).toEqual([`query: ${QUERY_MESSAGES.empty}`]);
    expect(messages({ query: "   \t ", phase: "summary" })).toEqual([`query: ${QUERY_MESSAGES.empty}`]);
  });

  it(`accepts ${QUERY_MAX_LENGTH} characters after trimming and refuses more`, () => {
    expect(
      healthSearchRequestSchema.safeParse({ query: ` ${"a".repeat(QUERY_MAX_LENGTH)} `, phase: "summary" }).success,
    ).toBe(true);
    expect(messages({ query: "a".repeat(QUERY_MAX_LENGTH + 1), phase: "summary" })).toEqual([
      `query: ${QUERY_MESSAGES.tooLong}`,
    ]);
  });

  it("refuses control characters, NUL included, and lone surrogates", () => {
    for (const query of [
      "LDL\u0000",
      "sleep\u0007well",
      "a\u001bb",
      "x\u007fy",
      "c\u0085d",
      "bad \ud800 text",
      "line\nbreak",
    ]) {
      expect(messages({ query, phase: "summary" }), JSON.stringify(query)).toEqual([
        `query: ${QUERY_MESSAGES.control}`,
      ]);
    }
  });

  it("refuses unknown phases and wrong types", () => {
    expect(messages({ query: "sleep", phase: "everything" })).toEqual([`phase: ${PHASE_MESSAGE}`]);
    expect(messages({ query: 42, phase: "summary" })).toEqual([`query: ${QUERY_MESSAGES.type}`]);
    expect(messages({ query: ["sleep"], phase: "summary" })).toEqual([`query: ${QUERY_MESSAGES.type}`]);
    expect(messages({ phase: "summary" })).toEqual([`query: ${QUERY_MESSAGES.type}`]);
    expect(messages({ query: "sleep", phase: 1 })).toEqual([`phase: ${PHASE_MESSAGE}`]);
    expect(healthSearchRequestSchema.safeParse(null).success).toBe(false);
    expect(healthSearchRequestSchema.safeParse("sleep").success).toBe(false);
  });
});

describe("normaliseQuery", () => {
  it("gives one cache key to spellings of the same question", () => {
    expect(normaliseQuery("  LDL   Cholesterol? ")).toBe("ldl cholesterol");
    expect(normaliseQuery("ldl cholesterol")).toBe("ldl cholesterol");
    expect(normaliseQuery("¿Cómo dormir mejor?")).toBe("cómo dormir mejor");
    expect(normaliseQuery("ＬＤＬ")).toBe("ldl");
  });

  it("keeps questions that differ in words apart", () => {
    expect(normaliseQuery("LDL high")).not.toBe(normaliseQuery("LDL low"));
  });
});
