import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { accreditationRecord } from "@/lib/listings/accreditation";
import { readErrorKey } from "@/lib/http/error-key";
import { convertJsonFact } from "@/lib/listings/fact-schemas";
import { factDisplay, factSummary } from "@/lib/listings/fact-format";
import { SEED_CATALOGUE } from "@/lib/biomarkers/seed-catalogue";
import { markerCatalogue } from "@/lib/biomarkers/catalogue";
import { markerCounts, pricePerMeasuredMarker } from "@/lib/listings/panel-math";

const USUALLY = SEED_CATALOGUE.calculated;
import { isPublicHttpsUrl } from "@/lib/listings/public-url";
import { factsJsonLd } from "@/lib/seo/fact-json-ld";

describe("a panel's measured markers and their price", () => {
  it("counts the panel's own calculated markers, or the catalogue's when it names none", () => {
    expect(markerCounts({ biomarkers: ["apob", "ldl", "hdl", "total-cholesterol", "triglycerides"] }, USUALLY)).toEqual(
      {
        measured: 4,
        calculated: 1,
      },
    );
    expect(markerCounts({ biomarkers: ["apob", "ldl"], calculated: [] }, USUALLY)).toEqual({
      measured: 2,
      calculated: 0,
    });
    expect(markerCounts({ biomarkers: ["glucose", "insulin", "homa-ir"], calculated: ["homa-ir"] }, USUALLY)).toEqual({
      measured: 2,
      calculated: 1,
    });
  });

  it("divides the price by the measured markers only, to the cent; none without a price or a measured marker", () => {
    expect(
      pricePerMeasuredMarker({ price: 49, biomarkers: ["apob", "ldl", "hba1c"], calculated: ["ldl"] }, USUALLY),
    ).toBe(24.5);
    expect(pricePerMeasuredMarker({ price: 10, biomarkers: ["apob", "lpa", "hdl"] }, USUALLY)).toBe(3.33);
    expect(pricePerMeasuredMarker({ biomarkers: ["apob"] }, USUALLY)).toBeNull();
    expect(pricePerMeasuredMarker({ price: 20, biomarkers: ["ldl", "homa-ir"] }, USUALLY)).toBeNull();
  });

  it("reads a panel in its own currency", () => {
    const lab = {
      kind: "lab" as const,
      testPanels: [{ name: "Heart", price: 30, currency: "CHF", biomarkers: ["apob", "lpa", "ldl"] }],
    };
    expect(factSummary(lab, "testPanels")).toBe(
      "Heart: 3 biomarkers, 2 measured + 1 calculated markers, CHF\u00a030 (CHF\u00a015 per measured marker)",
    );
  });
});

describe("a panel's fields", () => {
  const convert = (panel: object) => convertJsonFact("testPanels", "Test panels", [panel], "clear");
  const error = (panel: object) => {
    const result = convert(panel);
    return "error" in result ? result.error : "";
  };

  it("takes currency, includes, source and checked date", () => {
    const panel = {
      name: "Heart",
      price: 40,
      currency: "EUR",
      sampleMethod: "venous-site",
      doctorReview: true,
      turnaroundDays: 3,
      sourceUrl: "https://lab.example.org/heart",
      checkedAt: "2026-12-01",
      biomarkers: ["apob"],
    };
    expect(convert(panel)).toEqual({ value: [panel] });
  });

  it("rejects each bad field with its code", () => {
    const base = { name: "Heart", biomarkers: ["apob"] };
    expect(error({ ...base, currency: "EURO" })).toContain("facts.errors.currency");
    expect(error({ ...base, currency: "XYZ" })).toContain("facts.errors.currency");
    expect(error({ ...base, sourceUrl: "http://lab.example.org/" })).toContain("facts.errors.sourceUrl");
    expect(error({ ...base, sourceUrl: "https://localhost/x" })).toContain("facts.errors.sourceUrl");
    expect(error({ ...base, checkedAt: "2026-02-30" })).toContain("facts.errors.checkedAt");
    expect(error({ ...base, turnaroundDays: 400 })).toContain("facts.errors.turnaround");
  });
});

describe("an accreditation a visitor can follow", () => {
  const record = {
    body: "dakks",
    standard: "iso-15189",
    number: "D-ML-12345-01-00",
    registerUrl: "https://www.dakks.de/",
    checkedAt: "2026-12-01",
  };
  const codes = (value: object) => {
    const result = z.safeParse(accreditationRecord, value);
    return result.success ? [] : result.error.issues.map((issue) => readErrorKey(issue.message));
  };

  it("validates the number by the body's format where one is known", () => {
    expect(codes(record)).toEqual([]);
    expect(codes({ ...record, number: "12345" })).toEqual([
      { code: "facts.errors.numberFormat", params: { example: "D-ML-12345-01-00" } },
    ]);
    const ukas = { ...record, body: "ukas", registerUrl: "https://www.ukas.com/find-an-organisation/" };
    expect(codes({ ...ukas, number: "8543" })).toEqual([]);
    expect(codes({ ...ukas, number: "D-ML-12345-01-00" })[0]?.code).toBe("facts.errors.numberFormat");
    const cofrac = { ...record, body: "cofrac", registerUrl: "https://www.cofrac.fr/" };
    expect(codes({ ...cofrac, number: "8-1234" })).toEqual([]);
    expect(codes({ ...cofrac, number: "<script>" })[0]?.code).toBe("facts.errors.number");
    const rva = { ...record, body: "rva", registerUrl: "https://www.rva.nl/en/" };
    expect(codes({ ...rva, number: "M123" })).toEqual([]);
    expect(codes({ ...rva, number: "L 027" })).toEqual([]);
    expect(codes({ ...rva, number: "123" })).toEqual([
      { code: "facts.errors.numberFormat", params: { example: "M123" } },
    ]);
  });

  it("holds the register link to the body's own register host where it is known", () => {
    expect(codes({ ...record, registerUrl: "https://dakks.de.example.org/" })).toEqual([
      { code: "facts.errors.registerHost", params: { host: "dakks.de" } },
    ]);
    expect(codes({ ...record, body: "ukas", number: "8543" })).toEqual([
      { code: "facts.errors.registerHost", params: { host: "ukas.com" } },
    ]);
    expect(codes({ ...record, body: "sas", number: "STS 0123", registerUrl: "https://www.sas.admin.ch/x" })).toEqual(
      [],
    );
    // A body whose register host the directory does not know takes any public https link.
    expect(codes({ ...record, body: "belac", number: "123-TEST", registerUrl: "https://lab.example.org/" })).toEqual(
      [],
    );
  });

  it("links only to https on public hosts", () => {
    expect(isPublicHttpsUrl("https://www.dakks.de/en/accredited-bodies")).toBe(true);
    for (const url of [
      "http://www.dakks.de/",
      "https://127.0.0.1/",
      "https://intranet/",
      "https://a.internal/",
      "https://u:p@dakks.de/",
    ])
      expect(isPublicHttpsUrl(url), url).toBe(false);
    expect(codes({ ...record, registerUrl: "https://10.0.0.1/" })[0]?.code).toBe("facts.errors.registerUrl");
  });

  it('reads "Accredited (ISO 15189) — check at DAkkS ↗" and says so in JSON-LD', () => {
    const lab = { kind: "lab" as const, accreditationRecords: [record as never] };
    expect(factDisplay(lab, "accreditationRecords")).toEqual({
      type: "links",
      links: [
        {
          href: "https://www.dakks.de/",
          text: "Accredited (ISO 15189) — check at DAkkS ↗",
          note: "checked 1 December 2026",
        },
      ],
    });
    expect(JSON.stringify(factsJsonLd(lab, ["accreditationRecords"], "business"))).toContain(
      '"identifier":"D-ML-12345-01-00"',
    );
  });
});

describe("a lab comparison marker by marker", () => {
  it("lines up the catalogue's markers any panel holds, each cell the panels that include it", async () => {
    const { markerRows } = await import("@/lib/compare/marker-rows");
    const rows = markerRows(
      [
        { testPanels: [{ name: "Heart", biomarkers: ["lpa", "apob", "ldl"] }] },
        {
          testPanels: [
            { name: "Core", biomarkers: ["apob"] },
            { name: "Plus", biomarkers: ["apob", "hba1c"] },
          ],
        },
        { testPanels: null },
      ],
      { ...SEED_CATALOGUE, name: (marker) => marker.toUpperCase() },
    );
    expect(rows.map((row) => [row.label, row.cells, row.differs])).toEqual([
      ["LDL", [[{ panel: "Heart", calculated: true }], [], []], true],
      [
        "APOB",
        [
          [{ panel: "Heart", calculated: false }],
          [
            { panel: "Core", calculated: false },
            { panel: "Plus", calculated: false },
          ],
          [],
        ],
        true,
      ],
      ["LPA", [[{ panel: "Heart", calculated: false }], [], []], true],
      ["HBA1C", [[], [{ panel: "Plus", calculated: false }], []], true],
    ]);
  });
});

describe("a panel's markers in JSON-LD", () => {
  const lab = {
    kind: "lab" as const,
    testPanels: [{ name: "Core", price: 49, biomarkers: ["apob", "custom-marker"] }],
  };
  const names = { en: "Custom marker", de: "Eigener Marker", fr: "x", es: "x", it: "x", nl: "x" };

  it("codes each marker by the LOINC code of the catalogue the page read, the admin's included", () => {
    const catalogue = markerCatalogue(
      [
        { slug: "custom-marker", names, loinc: "99999-9", loincSource: "https://loinc.example/99999-9" },
        { slug: "apob", names: { ...names, en: "ApoB" }, loinc: null, loincSource: null },
      ].map((marker) => ({ ...marker, unit: null, calculated: false, inputs: [], system: "lipids" as const })),
      "en",
    );
    const offers = JSON.stringify(factsJsonLd(lab, ["testPanels"], "business", catalogue));
    expect(offers).toContain(
      '{"@type":"MedicalTest","name":"Custom marker","code":{"@type":"MedicalCode","codeValue":"99999-9","codingSystem":"LOINC"}}',
    );
    expect(offers).toContain('{"@type":"MedicalTest","name":"ApoB"}');
    // Without a catalogue read, an admin's marker carries no code it was never given.
    expect(JSON.stringify(factsJsonLd(lab, ["testPanels"], "business"))).not.toContain("99999-9");
  });
});
