import { describe, expect, it } from "vitest";
import { brandMilestones, wrapIndex, type MilestoneInput } from "@/components/detail/brand-milestones";

const YEAR = 2026;

function input(overrides: Partial<MilestoneInput> = {}): MilestoneInput {
  return {
    name: "Acme Longevity",
    createdAt: "2018-06-01T00:00:00.000Z",
    region: "Europe",
    country: "Germany",
    rating: 4.5,
    reviewCount: 12,
    placement: "editorial",
    categories: ["supplements", "biohacking"],
    category: "supplements",
    ...overrides,
  };
}

const ids = (overrides: Partial<MilestoneInput> = {}, year = YEAR) =>
  brandMilestones(input(overrides), year).map((m) => m.id);

describe("brandMilestones", () => {
  it("generates all six milestones in story order when every condition holds", () => {
    expect(ids()).toEqual([
      "founding",
      "regional-presence",
      "customer-excellence",
      "innovation-focus",
      "industry-recognition",
      "community-impact",
    ]);
  });

  describe("founding year", () => {
    it("uses the createdAt year", () => {
      const founding = brandMilestones(input(), YEAR)[0];
      expect(founding?.id).toBe("founding");
      expect(founding?.marker).toBe("2018");
      expect(founding?.title).toContain("2018");
    });
    it("is left out for the current year", () => {
      expect(ids({ createdAt: "2026-02-01T00:00:00.000Z" })).not.toContain("founding");
    });
    it("is left out for a future year", () => {
      expect(ids({ createdAt: "2030-02-01T00:00:00.000Z" })).not.toContain("founding");
    });
    it("is left out for 1900 and earlier, kept for 1901", () => {
      expect(ids({ createdAt: "1900-06-01T00:00:00.000Z" })).not.toContain("founding");
      expect(ids({ createdAt: "1850-06-01T00:00:00.000Z" })).not.toContain("founding");
      expect(ids({ createdAt: "1901-06-01T00:00:00.000Z" })).toContain("founding");
    });
    it("is kept for last year and accepts a Date", () => {
      expect(ids({ createdAt: new Date("2025-12-31T12:00:00.000Z") })).toContain("founding");
    });
    it("is left out for an invalid date", () => {
      expect(ids({ createdAt: "not a date" })).not.toContain("founding");
    });
  });

  describe("regional presence", () => {
    it("names the country and region", () => {
      const milestone = brandMilestones(input(), YEAR).find((m) => m.id === "regional-presence");
      expect(milestone?.description).toContain("Germany, Europe");
    });
    it("works with only a region or only a country", () => {
      expect(
        brandMilestones(input({ country: null }), YEAR).find((m) => m.id === "regional-presence")?.description,
      ).toContain("Europe");
      expect(
        brandMilestones(input({ region: null }), YEAR).find((m) => m.id === "regional-presence")?.description,
      ).toContain("Germany");
    });
    it("is left out without region and country (or when both are 'Unknown')", () => {
      expect(ids({ region: null, country: null })).not.toContain("regional-presence");
      expect(ids({ region: "Unknown", country: "Unknown" })).not.toContain("regional-presence");
    });
  });

  describe("customer excellence", () => {
    it("needs a rating above 4", () => {
      expect(ids({ rating: 4.01 })).toContain("customer-excellence");
      expect(ids({ rating: 4 })).not.toContain("customer-excellence");
      expect(ids({ rating: 3.2 })).not.toContain("customer-excellence");
      expect(ids({ rating: null, reviewCount: 0 })).not.toContain("customer-excellence");
    });
    it("quotes the rating and review count", () => {
      const milestone = brandMilestones(input({ rating: 4.75, reviewCount: 1234 }), YEAR).find(
        (m) => m.id === "customer-excellence",
      );
      expect(milestone?.description).toBe("Rated 4.8 out of 5 across 1,234 member reviews.");
    });
  });

  describe("innovation focus", () => {
    it("is always present and mentions the categories", () => {
      const milestone = brandMilestones(input({ categories: ["sleep"], category: "wearables" }), YEAR).find(
        (m) => m.id === "innovation-focus",
      );
      expect(milestone?.description).toContain("sleep and wearables");
    });
    it("has a generic text without categories", () => {
      const milestone = brandMilestones(input({ categories: [], category: null }), YEAR).find(
        (m) => m.id === "innovation-focus",
      );
      expect(milestone?.description).toBe("Building products and services for healthier, longer lives.");
    });
  });

  describe("industry recognition", () => {
    it("appears only for featured listings", () => {
      expect(ids({ placement: "editorial" })).toContain("industry-recognition");
      expect(ids({ placement: null })).not.toContain("industry-recognition");
    });
  });

  describe("community impact", () => {
    it("is always the last milestone", () => {
      expect(ids().at(-1)).toBe("community-impact");
      expect(ids({ placement: null, rating: null, region: null, country: null, createdAt: "2026-01-01" })).toEqual([
        "innovation-focus",
        "community-impact",
      ]);
    });
  });

  it("gives every milestone a distinct id, a title, a description and an icon", () => {
    const milestones = brandMilestones(input(), YEAR);
    expect(new Set(milestones.map((m) => m.id)).size).toBe(milestones.length);
    for (const milestone of milestones) {
      expect(milestone.title).toBeTruthy();
      expect(milestone.description).toBeTruthy();
      expect(milestone.icon).toBeTruthy();
    }
  });
});

describe("wrapIndex", () => {
  it("wraps forward past the end and backward past the start", () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(3, 6)).toBe(3);
    expect(wrapIndex(13, 6)).toBe(1);
  });
  it("is 0 for an empty carousel", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
