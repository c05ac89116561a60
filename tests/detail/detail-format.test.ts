import { describe, expect, it } from "vitest";
import {
  aboutText,
  categoryLabel,
  formatMoneyText,
  mailHref,
  placeLabel,
  telHref,
  yesNo,
} from "@/lib/listings/detail-format";
import { formatListingPrice } from "@/lib/format";
import { nutrientLabel, nutritionRows } from "@/components/detail/nutrition-facts";
import { humanize, optionLabelIn } from "@/lib/listings/option-labels";
import { translator } from "@/lib/i18n/translator";
import { CLINIC_HEALTH_CONDITIONS } from "@/lib/directory/filters";

describe("labels", () => {
  it("humanizes slug values and leaves labels alone", () => {
    expect(humanize("gut-health")).toBe("Gut health");
    expect(humanize("mental_health")).toBe("Mental health");
    expect(humanize("Full-body MRI")).toBe("Full-body MRI");
  });
  it("prefers the filter option label, in the page's language", async () => {
    const options = await translator("en", "options");
    expect(optionLabelIn(options, "gut-health", [CLINIC_HEALTH_CONDITIONS])).toBe("Gut Health");
    expect(optionLabelIn(options, "unknown-thing", [CLINIC_HEALTH_CONDITIONS])).toBe("Unknown thing");
    expect(categoryLabel(options, "wearable", "ring")).toBe("Smart Ring");
    expect(categoryLabel(options, "brand", "mental_health")).toBe("Mental Health & Wellness");
    expect(categoryLabel(options, "clinic", null)).toBeNull();
    expect(optionLabelIn(await translator("de", "options"), "gut-health", [CLINIC_HEALTH_CONDITIONS])).toBe(
      "Darmgesundheit",
    );
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
    expect(formatListingPrice("en", 299, null, "USD")).toBe("$299");
    expect(formatListingPrice("en", 29.9, "EUR", "USD")).toBe("€29.90");
    expect(formatListingPrice("en", 10, "not-a-code", "EUR")).toBe("10.00 not-a-code");
    expect(formatListingPrice("en", null, "EUR", "EUR")).toBeNull();
  });
  it("writes prices as each locale does", () => {
    expect(formatListingPrice("de", 1234, "EUR", "EUR")).toBe("1.234\u00a0€");
    expect(formatListingPrice("fr", 1234, "EUR", "EUR")).toBe("1\u202f234\u00a0€");
    expect(formatListingPrice("de", 29.9, "EUR", "EUR")).toBe("29,90\u00a0€");
    expect(formatListingPrice("nl", 1234, "EUR", "EUR")).toBe("€\u00a01.234");
  });
  it("formats numeric prize and fee texts, keeps free text", () => {
    expect(formatMoneyText("en", "500", "EUR", "Free")).toBe("€500");
    expect(formatMoneyText("en", "0", "EUR", "Free")).toBe("Free");
    expect(formatMoneyText("en", "12.50", "EUR", "Free")).toBe("€12.50");
    expect(formatMoneyText("de", "12.50", "EUR", "Kostenlos")).toBe("12,50\u00a0€");
    expect(formatMoneyText("en", "Gear worth €1,000", "EUR", "Free")).toBe("Gear worth €1,000");
    expect(formatMoneyText("en", "  ", "EUR", "Free")).toBeNull();
  });
  it("shows booleans as words, null as nothing", () => {
    expect(yesNo(true, "Yes", "No")).toBe("Yes");
    expect(yesNo(false, "Available", "Not available")).toBe("Not available");
    expect(yesNo(null, "Yes", "No")).toBeNull();
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
