import { describe, expect, it } from "vitest";
import { floorForDisplay } from "@/server/stats/display";

describe("floorForDisplay", () => {
  it("shows counts below 10 exactly, without a plus", () => {
    expect(floorForDisplay(0)).toBe("0");
    expect(floorForDisplay(1)).toBe("1");
    expect(floorForDisplay(9)).toBe("9");
  });

  it("floors 10–99 to tens", () => {
    expect(floorForDisplay(10)).toBe("10+");
    expect(floorForDisplay(47)).toBe("40+");
    expect(floorForDisplay(99)).toBe("90+");
  });

  it("floors 100–999 to fifties", () => {
    expect(floorForDisplay(100)).toBe("100+");
    expect(floorForDisplay(149)).toBe("100+");
    expect(floorForDisplay(173)).toBe("150+");
    expect(floorForDisplay(200)).toBe("200+");
    expect(floorForDisplay(512)).toBe("500+");
    expect(floorForDisplay(999)).toBe("950+");
  });

  it("floors 1,000–9,999 to 500 and writes thousands as K", () => {
    expect(floorForDisplay(1_000)).toBe("1K+");
    expect(floorForDisplay(1_499)).toBe("1K+");
    expect(floorForDisplay(1_500)).toBe("1.5K+");
    expect(floorForDisplay(9_999)).toBe("9.5K+");
  });

  it("floors 10,000 and above to thousands", () => {
    expect(floorForDisplay(10_000)).toBe("10K+");
    expect(floorForDisplay(10_432)).toBe("10K+");
    expect(floorForDisplay(123_456)).toBe("123K+");
    expect(floorForDisplay(999_999)).toBe("999K+");
  });

  it("floors millions to a tenth and writes them as M", () => {
    expect(floorForDisplay(1_000_000)).toBe("1M+");
    expect(floorForDisplay(1_250_000)).toBe("1.2M+");
  });

  it("writes the full number with separators in the full style", () => {
    expect(floorForDisplay(7, "full")).toBe("7");
    expect(floorForDisplay(512, "full")).toBe("500+");
    expect(floorForDisplay(1_500, "full")).toBe("1,500+");
    expect(floorForDisplay(10_432, "full")).toBe("10,000+");
    expect(floorForDisplay(1_250_000, "full")).toBe("1,200,000+");
  });

  it("never shows more than the real count", () => {
    for (const n of [0, 3, 10, 11, 58, 101, 150, 151, 999, 1001, 4321, 9999, 10001, 54321, 2_345_678]) {
      const text = floorForDisplay(n, "full").replace(/[+,]/g, "");
      expect(Number(text)).toBeLessThanOrEqual(n);
    }
  });

  it("treats negative, fractional and non-finite input safely", () => {
    expect(floorForDisplay(-5)).toBe("0");
    expect(floorForDisplay(Number.NaN)).toBe("0");
    expect(floorForDisplay(Number.POSITIVE_INFINITY)).toBe("0");
    expect(floorForDisplay(9.9)).toBe("9");
  });
});
