import { describe, expect, it } from "vitest";
import { cardDescription, filledStars, formatReviewCount, truncate } from "@/lib/format";

describe("formatReviewCount", () => {
  it("keeps counts under 10,000 as grouped numbers", () => {
    expect(formatReviewCount(0)).toBe("0");
    expect(formatReviewCount(78)).toBe("78");
    expect(formatReviewCount(9999)).toBe("9,999");
  });

  it("shortens 10,000 or more with 'k': one decimal unless an exact thousand", () => {
    expect(formatReviewCount(10_000)).toBe("10k");
    expect(formatReviewCount(12_000)).toBe("12k");
    expect(formatReviewCount(12_345)).toBe("12.3k");
    expect(formatReviewCount(10_050)).toBe("10.0k");
    expect(formatReviewCount(125_999)).toBe("125.9k");
  });
});

describe("cardDescription", () => {
  it("prefers the long description cut at 300, then short at 200, then plain at 150", () => {
    const long = "word ".repeat(100);
    expect(
      cardDescription({ longDescription: long, shortDescription: "short", description: "plain" })!.length,
    ).toBeLessThanOrEqual(300);
    expect(
      cardDescription({ longDescription: null, shortDescription: "s ".repeat(150), description: "plain" })!.length,
    ).toBeLessThanOrEqual(200);
    expect(cardDescription({ description: "p ".repeat(100) })!.length).toBeLessThanOrEqual(150);
    expect(cardDescription({ shortDescription: "Short and sweet." })).toBe("Short and sweet.");
    expect(cardDescription({})).toBeNull();
  });

  it("cuts at a word boundary with an ellipsis", () => {
    expect(truncate("alpha beta gamma delta", 12)).toBe("alpha beta…");
    expect(truncate("short", 12)).toBe("short");
  });
});

describe("filledStars", () => {
  it("floors the rating out of 5", () => {
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(7)).toBe(5);
    expect(filledStars(null)).toBe(0);
    expect(filledStars(-1)).toBe(0);
  });
});
