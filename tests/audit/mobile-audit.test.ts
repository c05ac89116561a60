import { describe, expect, it } from "vitest";
import { scoreMobile, type FormInput, type MobileInput } from "@/lib/audit/mobile-audit";
import { english } from "../support/audit-text";

const input = (
  type: string,
  inputMode: string | null,
  name: string | null = null,
  autocomplete: string | null = null,
): FormInput => ({ label: `${type} field`, type, inputMode, name, autocomplete });
const GOOD: MobileInput = {
  viewport: "width=device-width, initial-scale=1",
  tapTargets: [
    { label: "Menu", width: 44, height: 44 },
    { label: "Search", width: 120, height: 48 },
  ],
  textSamples: [
    { label: "p", fontSizePx: 16 },
    { label: "small", fontSizePx: 12 },
  ],
  inputs: [
    input("email", "email", "email", "email"),
    input("tel", "tel"),
    input("number", "numeric"),
    input("number", "decimal"),
    input("search", "search"),
    input("text", null),
  ],
};
const score = (overrides: Partial<MobileInput>) => scoreMobile({ ...GOOD, ...overrides });
const small = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `b${i}`, width: 30, height: 30 }));

describe("scoreMobile", () => {
  it("scores a mobile-ready page 100", () => {
    expect(scoreMobile(GOOD)).toMatchObject({
      score: 100,
      badge: "Excellent",
      deductions: [],
      criticalIssues: [],
      recommendations: [],
    });
  });

  describe("viewport", () => {
    it("costs 30 when missing, as a critical issue", () => {
      const result = score({ viewport: null });
      expect(result.score).toBe(70);
      expect(result.criticalIssues).toHaveLength(1);
      expect(result.metrics.viewportPresent).toBe(false);
    });
    it("costs 15 without width=device-width", () => {
      expect(score({ viewport: "width=1024" }).score).toBe(85);
    });
    it("costs 10 when zooming is blocked", () => {
      expect(score({ viewport: "width=device-width, user-scalable=no" }).score).toBe(90);
      expect(score({ viewport: "width=device-width, user-scalable=0" }).score).toBe(90);
      expect(score({ viewport: "width=device-width, maximum-scale=1" }).score).toBe(90);
      expect(score({ viewport: "width=device-width, maximum-scale=2" }).score).toBe(100);
    });
    it("adds both when the viewport is wrong twice", () => {
      expect(score({ viewport: "width=980, maximum-scale=1.0" }).score).toBe(75);
    });
  });

  describe("tap targets", () => {
    it("costs 5 for each target under 44 px in either direction", () => {
      expect(score({ tapTargets: [...GOOD.tapTargets, { label: "Close", width: 43, height: 44 }] }).score).toBe(95);
      expect(score({ tapTargets: [...GOOD.tapTargets, { label: "Link", width: 200, height: 40 }] }).score).toBe(95);
      expect(score({ tapTargets: [...GOOD.tapTargets, ...small(3)] }).score).toBe(85);
    });
    it("costs at most 25, critical when over half are too small", () => {
      const many = score({ tapTargets: [...GOOD.tapTargets, ...small(9)] });
      expect(many.score).toBe(75);
      expect(many.criticalIssues).toHaveLength(1);
      expect(many.deductions.map((d) => english(d.detail))[0]).toContain("b0, b1, b2 and 6 more");
      expect(score({ tapTargets: [...GOOD.tapTargets, ...small(2)] }).criticalIssues).toEqual([]);
    });
  });

  describe("font sizes", () => {
    it("costs 5 per text element under 12 px, at most 20", () => {
      expect(score({ textSamples: [{ label: "tiny", fontSizePx: 11.5 }] }).score).toBe(95);
      expect(
        score({ textSamples: Array.from({ length: 6 }, (_, i) => ({ label: `t${i}`, fontSizePx: 10 })) }).score,
      ).toBe(80);
    });
  });

  describe("input modes", () => {
    it("costs 5 per email/tel/number/search field without the matching inputmode, at most 15", () => {
      expect(score({ inputs: [input("email", null)] }).score).toBe(95);
      expect(score({ inputs: [input("tel", "numeric")] }).score).toBe(95);
      expect(score({ inputs: [input("search", null), input("number", "text")] }).score).toBe(90);
      expect(score({ inputs: Array.from({ length: 5 }, () => input("email", null)) }).score).toBe(85);
    });
    it("ignores other input types", () => {
      expect(score({ inputs: [input("text", null), input("password", null), input("url", null)] }).score).toBe(100);
    });
    it("recommends autocomplete for name, email and phone fields without charging for it", () => {
      const result = score({ inputs: [input("text", null, "name"), input("tel", "tel", "phone")] });
      expect(result.score).toBe(100);
      expect(result.metrics.inputsWithoutAutocomplete).toHaveLength(2);
      expect(result.recommendations).toHaveLength(1);
    });
  });

  it("adds all deductions and clamps to 0..100", () => {
    const worst = scoreMobile({
      viewport: null,
      tapTargets: small(20),
      textSamples: Array.from({ length: 10 }, (_, i) => ({ label: `t${i}`, fontSizePx: 9 })),
      inputs: Array.from({ length: 10 }, () => input("email", null)),
    });
    expect(worst.score).toBe(10); // 100 − 30 − 25 − 20 − 15
    expect(worst.badge).toBe("Needs Work");
    expect(
      scoreMobile({
        ...GOOD,
        viewport: "width=800, user-scalable=no",
        tapTargets: small(20),
        textSamples: [{ label: "x", fontSizePx: 8 }],
        inputs: [],
      }).score,
    ).toBe(45);
  });
});
