import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { readErrorKey } from "@/lib/http/error-key";
import { citationUrl, evidenceEntry, evidenceFor } from "@/lib/listings/evidence";
import { convertJsonFact } from "@/lib/listings/fact-schemas";
import { ENGLISH_FACT_WORDS, factDisplay, factSummary } from "@/lib/listings/fact-format";
import { isCheckDue, pricePerDailyDose, thirdPartyTest } from "@/lib/listings/supplement-facts";
import { factsJsonLd } from "@/lib/seo/fact-json-ld";

describe("ingredients per serving", () => {
  const convert = (value: unknown) => convertJsonFact("ingredientAmounts", "Ingredients", value, "clear");

  it("takes the form an ingredient is in", () => {
    const magnesium = { name: "Magnesium", amount: 200, unit: "mg", form: " magnesium glycinate " };
    expect(convert([magnesium])).toEqual({ value: [{ ...magnesium, form: "magnesium glycinate" }] });
    expect(convert('[{"name": "Vitamin D3", "amount": 25, "unit": "µg"}]')).toEqual({
      value: [{ name: "Vitamin D3", amount: 25, unit: "µg" }],
    });
  });

  it("takes the label each amount was read from, with the day, and links each label once", () => {
    const label = { sourceUrl: "https://shop.example/label", checkedAt: "2026-11-02" };
    const zinc = { name: "Zinc", amount: 10, unit: "mg", ...label };
    expect(convert([zinc])).toEqual({ value: [zinc] });
    expect(convert([{ ...zinc, sourceUrl: "http://shop.example/" }])).toMatchObject({ path: [0, "sourceUrl"] });
    expect(convert([{ ...zinc, checkedAt: "2026-02-30" }])).toMatchObject({ path: [0, "checkedAt"] });
    const ingredients = [zinc, { ...zinc, name: "Copper", checkedAt: "2026-11-30" }] as never;
    expect(factDisplay({ kind: "supplement", ingredientAmounts: ingredients }, "ingredientAmounts")).toEqual({
      type: "list",
      items: ["Zinc 10 mg", "Copper 10 mg"],
      sources: [{ href: label.sourceUrl, text: "Source: shop.example ↗", note: "checked 30 November 2026" }],
    });
  });

  it("rejects a bad amount, unit or form with where it lies", () => {
    expect(convert([{ name: "Magnesium", amount: -1, unit: "mg" }])).toMatchObject({ path: [0, "amount"] });
    expect(convert([{ name: "Magnesium", amount: 1, unit: "kg" }])).toMatchObject({ path: [0, "unit"] });
    expect(convert([{ name: "Magnesium", amount: 1, unit: "mg", form: "x".repeat(101) }])).toMatchObject({
      path: [0, "form"],
    });
  });
});

describe("price per daily dose", () => {
  it("is the container's price over its servings, times the servings a day, to the cent", () => {
    expect(pricePerDailyDose({ priceFrom: 30, servingsPerContainer: 60, servingsPerDay: 2 })).toBe(1);
    expect(pricePerDailyDose({ priceFrom: 19.99, servingsPerContainer: 90, servingsPerDay: 1 })).toBe(0.22);
  });

  it("is never guessed: null without the price, the servings or the servings a day", () => {
    expect(pricePerDailyDose({ priceFrom: 30, servingsPerContainer: 60 })).toBeNull();
    expect(pricePerDailyDose({ servingsPerContainer: 60, servingsPerDay: 2 })).toBeNull();
    expect(pricePerDailyDose({ priceFrom: 30, servingsPerContainer: null, servingsPerDay: 2 })).toBeNull();
  });

  it("reads with the servings a day on the page and the compare table", () => {
    const supplement = { kind: "supplement" as const, priceFrom: 30, servingsPerContainer: 60, servingsPerDay: 2 };
    expect(factSummary(supplement, "servingsPerDay")).toBe("2 servings · €1 per daily dose");
    expect(factSummary({ ...supplement, priceFrom: 19.99, servingsPerDay: 1 }, "servingsPerDay")).toBe(
      "1 serving · €0.33 per daily dose",
    );
    expect(factSummary({ ...supplement, servingsPerContainer: null }, "servingsPerDay")).toBe("2 servings");
  });
});

describe("third-party tests", () => {
  const test = {
    programme: "informed-sport",
    batch: "A123",
    registerUrl: "https://sport.wetestyoutrust.com/supplement-search/example",
    checkedAt: "2025-06-01",
  };
  const codes = (value: object) => {
    const result = z.safeParse(thirdPartyTest, value);
    return result.success ? [] : result.error.issues.map((issue) => readErrorKey(issue.message)?.code);
  };

  it("takes a programme, a product or batch, an https register link on a public host and a checked date", () => {
    expect(codes(test)).toEqual([]);
    const cologne = { programme: "cologne-list", registerUrl: "https://www.koelnerliste.com/en/example" };
    expect(codes({ ...test, ...cologne, batch: undefined, product: "Example capsules" })).toEqual([]);
    expect(codes({ ...test, programme: "tested-by-us" })).toEqual(["facts.errors.testProgramme"]);
    expect(codes({ ...test, batch: undefined })).toEqual(["facts.errors.testedItemRequired"]);
    expect(codes({ ...test, batch: "<script>" })).toEqual(["facts.errors.testedItem"]);
    expect(codes({ ...test, registerUrl: "http://sport.wetestyoutrust.com/" })).toEqual(["facts.errors.registerUrl"]);
    expect(codes({ ...test, registerUrl: "https://192.168.0.1/register" })).toEqual(["facts.errors.registerUrl"]);
    expect(codes({ ...test, checkedAt: "2025-13-01" })).toEqual(["facts.errors.checkedAt"]);
  });

  it("links only to the programme's own register", () => {
    expect(codes({ ...test, registerUrl: "https://www.informed-sport.com/x" })).toEqual([]);
    expect(codes({ ...test, registerUrl: "https://www.koelnerliste.com/en/x" })).toEqual(["facts.errors.registerHost"]);
    expect(codes({ ...test, registerUrl: "https://wetestyoutrust.com.example.org/" })).toEqual([
      "facts.errors.registerHost",
    ]);
  });

  it("is due a check when its register entry was checked more than 18 months before the clock's day", () => {
    expect(isCheckDue("2025-06-01", "2026-12-01")).toBe(false);
    expect(isCheckDue("2025-06-01", "2026-12-02")).toBe(true);
    expect(isCheckDue("2026-11-01", "2026-12-02")).toBe(false);
  });

  it("shows as a link out to the register, marked when a check is due; JSON-LD names the certification", () => {
    const supplement = { kind: "supplement" as const, thirdPartyTests: [test as never] };
    expect(factSummary(supplement, "thirdPartyTests")).toBe("Informed Sport: A123 ↗");
    expect(factSummary(supplement, "thirdPartyTests", { ...ENGLISH_FACT_WORDS, today: "2027-01-01" })).toBe(
      "Informed Sport: A123 ↗ (check due)",
    );
    expect(factsJsonLd(supplement, ["thirdPartyTests"], "product")).toMatchObject({
      hasCertification: [{ "@type": "Certification", name: "Informed Sport", url: test.registerUrl }],
    });
  });
});

describe("evidence entries", () => {
  const entry = {
    ingredient: "Creatine",
    outcome: "Muscle strength",
    grade: "B",
    direction: "benefit",
    summary: { en: "e", de: "d", fr: "f", es: "s", it: "i", nl: "n" },
    citations: [{ doi: "10.1000/xyz123" }, { pmid: "12345678" }],
    editor: "Editor",
    editedAt: "2026-12-02",
  };
  const valid = (value: object) => z.safeParse(evidenceEntry, value).success;

  it("takes DOIs and PubMed ids in their formats, a grade A–D and a direction", () => {
    expect(valid(entry)).toBe(true);
    expect(valid({ ...entry, citations: [{ doi: "doi.org/10.1000/xyz" }] })).toBe(false);
    expect(valid({ ...entry, citations: [{ pmid: "PMID12345" }] })).toBe(false);
    expect(valid({ ...entry, citations: [] })).toBe(false);
    expect(valid({ ...entry, grade: "F" })).toBe(false);
    expect(valid({ ...entry, direction: "miracle" })).toBe(false);
    expect(valid({ ...entry, summary: { en: "e" } })).toBe(false);
  });

  it("links each citation to its resolver", () => {
    expect(citationUrl({ doi: "10.1000/xyz123" })).toBe("https://doi.org/10.1000/xyz123");
    expect(citationUrl({ pmid: "12345678" })).toBe("https://pubmed.ncbi.nlm.nih.gov/12345678/");
  });

  it("finds the entries of a supplement's ingredients", () => {
    const parsed = z.parse(evidenceEntry, entry);
    expect(evidenceFor([{ name: "creatine" }], [parsed])).toEqual([parsed]);
    expect(evidenceFor([{ name: "Magnesium" }], [parsed])).toEqual([]);
  });
});
