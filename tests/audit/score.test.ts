import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditMessage } from "@/lib/audit/audit-messages";
import { clampScore, outcomeOf, scoreBadge } from "@/lib/audit/score";

describe("scoreBadge", () => {
  it.each([
    [100, "Excellent"],
    [90, "Excellent"],
    [89.9, "Good"],
    [89, "Good"],
    [70, "Good"],
    [69.9, "Needs Work"],
    [69, "Needs Work"],
    [0, "Needs Work"],
  ])("%d → %s", (score, badge) => {
    expect(scoreBadge(score)).toBe(badge);
  });
});

describe("clampScore", () => {
  it("keeps scores within 0..100 and whole", () => {
    expect(clampScore(-15)).toBe(0);
    expect(clampScore(130)).toBe(100);
    expect(clampScore(72.4)).toBe(72);
    expect(clampScore(Number.NaN)).toBe(0);
    fc.assert(
      fc.property(fc.double(), (n) => {
        const score = clampScore(n);
        return Number.isInteger(score) && score >= 0 && score <= 100;
      }),
    );
  });
});

describe("outcomeOf", () => {
  const x = auditMessage("missingHeader", { header: "x-frame-options" });
  const y = auditMessage("missingHeader", { header: "referrer-policy" });
  const z = auditMessage("notHttps");

  it("subtracts every deduction from 100 and de-duplicates recommendations", () => {
    const outcome = outcomeOf(
      [
        { check: "a", points: 10, detail: x },
        { check: "b", points: 15, detail: x },
      ],
      [x, { ...x }, y],
      [z],
    );
    expect(outcome).toEqual({
      score: 75,
      badge: "Good",
      deductions: expect.any(Array),
      recommendations: [x, y],
      criticalIssues: [z],
    });
  });
});
