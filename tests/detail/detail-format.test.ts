import { describe, expect, it } from "vitest";
import {
  aboutText,
  categoryLabel,
  formatMoneyText,
  humanize,
  mailHref,
  optionLabel,
  placeLabel,
  telHref,
  yesNo,
} from "@/components/detail/detail-format";
import { formatListingPrice } from "@/lib/format";
import { nutrientLabel, nutritionRows } from "@/components/detail/nutrition-facts";
import { CLINIC_HEALTH_CONDITIONS } from "@/lib/directory/filters";

describe("labels", () => {
  it("humanizes slug values and leaves labels alone", () => {
    expect(humanize("gut-health")).toBe("Gut health");
    expect(humanize("mental_health")).toBe("Mental health");
    expect(humanize("Full-body MRI")).toBe("Full-body MRI");
  });
  it("prefers the filter option label", () => {
    expect(optionLabel("gut-health", CLINIC_HEALTH_CONDITIONS)).toBe("Gut Health");
    expect(optionLabel("unknown-thing", CLINIC_HEALTH_CONDITIONS)).toBe("Unknown thing");
    expect(categoryLabel("wearable", "ring")).toBe("Smart Ring");
    expect(categoryLabel("brand", "mental_health")).toBe("Mental Health & Wellness");
    expect(categoryLabel("clinic", null)).toBeNull();
  });
});

describe("placeLabel and aboutText", () => {
  it("prefers City, Country", () => {
    expect(placeLabel({ city: "Paris", country: "France", location: "x" })).toBe("Paris, France");
    expect(placeLabel({ city: null, country: "France", location: "Île-de-France" })).toBe("Île-de-France");
    expect(placeLabel({ region: "Europe" })).toBe("Europe");
    expect(placeLabel({})).toBeNull();
  });
  it("uses the long description when present, else the short one", () => {
    expect(aboutText({ longDescription: "Long", shortDescription: "Short" })).toBe("Long");
    expect(aboutText({ longDescription: "  ", shortDescription: "Short" })).toBe("Short");
    expect(aboutText({ description: "Plain" })).toBe("Plain");
    expect(aboutText({})).toBeNull();
  });
});

describe("money", () => {
  it("formats prices with the kind's default currency when missing", () => {
    expect(formatListingPrice(299, null, "USD")).toBe("US$299.00");
    expect(formatListingPrice(29.9, "EUR", "USD")).toBe("€29.90");
    expect(formatListingPrice(10, "not-a-code", "EUR")).toBe("10.00 not-a-code");
    expect(formatListingPrice(null, "EUR", "EUR")).toBeNull();
  });
  it("formats numeric prize and fee texts, keeps free text", () => {
    expect(formatMoneyText("500", "EUR")).toBe("€500");
    expect(formatMoneyText("0", "EUR")).toBe("Free");
    expect(formatMoneyText("12.50", "EUR")).toBe("€12.50");
    expect(formatMoneyText("Gear worth €1,000", "EUR")).toBe("Gear worth €1,000");
    expect(formatMoneyText("  ", "EUR")).toBeNull();
  });
  it("shows booleans as words, null as nothing", () => {
    expect(yesNo(true)).toBe("Yes");
    expect(yesNo(false, "Available", "Not available")).toBe("Not available");
    expect(yesNo(null)).toBeNull();
  });
});

describe("contact hrefs", () => {
  it("keeps only digits (and a leading plus) in tel: links", () => {
    expect(telHref("+31 (20) 123-4567")).toBe("tel:+31201234567");
    expect(telHref("call us")).toBeNull();
    expect(telHref("javascript:alert(1)")).toBeNull();
  });
  it("accepts only plain email addresses", () => {
    expect(mailHref(" hello@example.com ")).toBe("mailto:hello@example.com");
    expect(mailHref("not an email")).toBeNull();
    expect(mailHref('a"@b.c<script>')).toBeNull();
  });
});

describe("nutritionRows", () => {
  it("flattens structured nutrition facts into rows", () => {
    expect(
      nutritionRows({ calories: 120, saturatedFat: "1g", macros: { carbs: "10g" }, vitamins: ["A", "C"], empty: null }),
    ).toEqual([
      { label: "Calories", value: "120" },
      { label: "Saturated fat", value: "1g" },
      { label: "Macros – Carbs", value: "10g" },
      { label: "Vitamins", value: "A, C" },
    ]);
  });
  it("handles empty and primitive values", () => {
    expect(nutritionRows(null)).toEqual([]);
    expect(nutritionRows({})).toEqual([]);
    expect(nutritionRows("120 kcal per serving")).toEqual([{ label: "Nutrition", value: "120 kcal per serving" }]);
    expect(nutrientLabel("sugar_alcohols")).toBe("Sugar alcohols");
  });
});
