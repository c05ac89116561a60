import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { convertFactValue } from "@/lib/listings/editor-fields";
import { listingEditSchema } from "@/lib/listings/editor-schema";
import { JSON_FACT_EXAMPLES } from "@/lib/listings/fact-examples";
import { convertJsonFact, readJsonFact } from "@/lib/listings/fact-schemas";
import type { JsonShape } from "@/lib/listings/fact-values";
import { english } from "../support/error-text";

/** A converted value, or its error in English after where in the value it lies ("0.name: …"). */
const value = (result: { value?: unknown; error?: string; path?: (string | number)[] }) =>
  "error" in result
    ? `${result.path?.length ? `${result.path.join(".")}: ` : ""}${english(result.error ?? "")}`
    : result.value;

describe("fact values from the editor and the import", () => {
  it("reads money, whole numbers, yes/no/unknown, options by value or label, lists and addresses", () => {
    expect(value(convertFactValue("priceFrom", "149,50", "clear"))).toBe(149.5);
    expect(value(convertFactValue("priceFrom", "1.234", "clear"))).toBe("Price from has at most 2 decimals");
    expect(value(convertFactValue("turnaroundDays", "3", "clear"))).toBe(3);
    expect(value(convertFactValue("turnaroundDays", "2.5", "clear"))).toBe("Results within has at most 0 decimals");
    expect(value(convertFactValue("telehealth", "yes", "clear"))).toBe(true);
    expect(value(convertFactValue("telehealth", "no", "clear"))).toBe(false);
    expect(value(convertFactValue("telehealth", "", "clear"))).toBeNull();
    expect(value(convertFactValue("telehealth", "", "skip"))).toBeUndefined();
    expect(value(convertFactValue("accreditations", "ISO 15189; ce-ivd; iso-15189", "clear"))).toEqual([
      "iso-15189",
      "ce-ivd",
    ]);
    expect(value(convertFactValue("accreditations", ["JCI"], "clear"))).toEqual(["jci"]);
    expect(value(convertFactValue("accreditations", "CAP", "clear"))).toMatch(
      /^Unknown value for Accreditation: "CAP"; use one of: iso-15189/,
    );
    expect(value(convertFactValue("accreditationBody", "UKAS (United Kingdom)", "clear"))).toBe("ukas");
    expect(value(convertFactValue("sensors", "PPG, ECG", "clear"))).toEqual(["PPG", "ECG"]);
    expect(value(convertFactValue("currency", "gbp", "clear"))).toBe("GBP");
    expect(value(convertFactValue("bookingUrl", "ftp://files.example/book", "clear"))).toBe(
      "Booking page must be an http(s) address",
    );
    expect(
      value(convertFactValue("sourceUrls", "https://a.example/x\nhttps://b.example, https://a.example/x", "clear")),
    ).toEqual(["https://a.example/x", "https://b.example"]);
    expect(value(convertFactValue("sourceUrls", "https://a.example ftp://b.example", "clear"))).toMatch(/not an http/);
  });

  it("refuses wrong types and unsafe text with a message naming the fact", () => {
    expect(value(convertFactValue("priceFrom", { amount: 1 }, "clear"))).toBe("Price from must be text");
    expect(value(convertFactValue("sampleMethods", 12, "clear"))).toBe("Sample methods must be a list of text values");
    expect(value(convertFactValue("telehealth", 1, "clear"))).toBe("Telehealth must be yes or no");
    expect(value(convertFactValue("medicalDirector", "<script>alert(1)</script>", "clear"))).toMatch(/unsafe/);
    expect(value(convertFactValue("medicalDirector", "a\u0000b", "clear"))).toMatch(/cannot be saved/);
  });

  it("validates structured facts from JSON text or values, naming the item and field at fault", () => {
    const panels = [{ name: "Core", price: 99, biomarkers: ["ApoB", "ldl"], calculated: ["ldl"], biomarkerCount: 40 }];
    expect(value(convertJsonFact("testPanels", "facts.labels.testPanels", JSON.stringify(panels), "clear"))).toEqual([
      { name: "Core", price: 99, biomarkers: ["apob", "ldl"], calculated: ["ldl"], biomarkerCount: 40 },
    ]);
    expect(value(convertJsonFact("testPanels", "facts.labels.testPanels", "[{", "clear"))).toBe(
      "Test panels is not valid JSON",
    );
    expect(
      value(
        convertJsonFact("testPanels", "facts.labels.testPanels", [{ name: "Core", biomarkers: ["uni_corn"] }], "clear"),
      ),
    ).toBe(`0.biomarkers.0: "uni_corn" is not in the directory's biomarker list`);
    expect(
      value(
        convertJsonFact(
          "testPanels",
          "facts.labels.testPanels",
          [{ name: "Core", biomarkers: ["apob"], calculated: ["ldl"] }],
          "clear",
        ),
      ),
    ).toBe("0.calculated: Calculated biomarkers must be among the panel's biomarkers");
    expect(
      value(
        convertJsonFact(
          "testPanels",
          "facts.labels.testPanels",
          [{ name: "Core", biomarkers: ["apob", "ldl"], biomarkerCount: 1 }],
          "clear",
        ),
      ),
    ).toMatch(/Biomarker count is less than/);
    const hours = {
      timeZone: "Europe/Berlin",
      hours: [{ days: ["Monday", "Friday"], opens: "08:00", closes: "18:00" }],
    };
    expect(value(convertJsonFact("openingHours", "facts.labels.openingHours", hours, "clear"))).toEqual(hours);
    expect(
      value(
        convertJsonFact("openingHours", "facts.labels.openingHours", { ...hours, timeZone: "Mars/Olympus" }, "clear"),
      ),
    ).toMatch(/IANA name/);
    expect(
      value(
        convertJsonFact(
          "openingHours",
          "facts.labels.openingHours",
          { timeZone: "Europe/Berlin", hours: [{ days: ["Monday"], opens: "18:00", closes: "08:00" }] },
          "clear",
        ),
      ),
    ).toBe("hours.0.closes: Closes before it opens");
    expect(value(convertJsonFact("programmes", "facts.labels.programmes", "", "clear"))).toBeNull();
    expect(value(convertJsonFact("programmes", "facts.labels.programmes", [], "skip"))).toBeUndefined();
  });

  it("reads stored structured facts only when they fit their schema", () => {
    const study = { metric: "heart-rate", referenceMethod: "ecg", title: "A", url: "https://x.example/a", year: 2020 };
    expect(readJsonFact("validationStudies", [study])).toEqual([study]);
    expect(readJsonFact("validationStudies", [{ ...study, url: "javascript:alert(1)" }])).toBeNull();
    // A study without the metric it validates is not a validation a visitor can read.
    expect(readJsonFact("validationStudies", [{ title: "A", url: "https://x.example/a", year: 2020 }])).toBeNull();
    expect(readJsonFact("ingredientAmounts", "not json")).toBeNull();
    expect(readJsonFact("ingredientAmounts", null)).toBeNull();
  });

  it("puts every fact of the registry in the editor's schema", () => {
    const parsed = z.safeParse(listingEditSchema, {
      priceFrom: "20",
      platforms: ["ios"],
      validationStudies:
        '[{"metric": "sleep-stages", "referenceMethod": "polysomnography", "url": "https://x.example/s"}]',
    });
    expect(parsed.data).toEqual({
      priceFrom: 20,
      platforms: ["ios"],
      validationStudies: [{ metric: "sleep-stages", referenceMethod: "polysomnography", url: "https://x.example/s" }],
    });
    const refused = z.safeParse(listingEditSchema, { platforms: ["BeOS"], programmes: "{}" });
    expect(refused.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual(["platforms", "programmes"]);
  });

  it("accepts every structured fact's example that the editor's hint shows", () => {
    for (const [shape, example] of Object.entries(JSON_FACT_EXAMPLES) as [JsonShape, string][]) {
      expect(convertJsonFact(shape, shape, example, "clear"), shape).toHaveProperty("value");
    }
  });
});
