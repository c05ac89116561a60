import { describe, expect, it } from "vitest";
import { readErrorKey } from "@/lib/http/error-key";
import { convertJsonFact } from "@/lib/listings/fact-schemas";
import { factDisplay, factSummary } from "@/lib/listings/fact-format";
import { twoYearCost } from "@/lib/listings/wearable-facts";
import { factsJsonLd } from "@/lib/seo/fact-json-ld";
import type { JsonShape } from "@/lib/listings/fact-values";

/** The first problem's code and where it lies, or the value when there is none. */
function convert(shape: JsonShape, value: unknown) {
  const result = convertJsonFact(shape, shape, value, "clear");
  return "error" in result ? { code: readErrorKey(result.error)?.code, path: result.path } : result;
}

describe("a wearable's validation per metric", () => {
  const study = {
    metric: "heart-rate",
    referenceMethod: "ecg",
    doi: "10.1000/demo.123",
    sampleSize: 40,
    agreement: "r = 0.98",
    checkedAt: "2026-12-01",
  };

  it("takes the metric, the reference method, the DOI, the sample size and the agreement as published", () => {
    expect(convert("validationStudies", [study])).toEqual({ value: [study] });
    // A DOI pasted as its resolver's address is kept as the DOI itself.
    expect(convert("validationStudies", [{ ...study, doi: " https://doi.org/10.1000/demo.123 " }])).toEqual({
      value: [study],
    });
  });

  it("refuses a bad field with its code and where it lies", () => {
    expect(convert("validationStudies", [{ ...study, doi: "doi:10.1000/x" }])).toEqual({
      code: "facts.errors.doi",
      path: [0, "doi"],
    });
    expect(convert("validationStudies", [{ ...study, doi: "10.12/x y" }])).toMatchObject({ code: "facts.errors.doi" });
    expect(convert("validationStudies", [{ ...study, metric: "stress" }])).toEqual({
      code: "facts.errors.metric",
      path: [0, "metric"],
    });
    expect(convert("validationStudies", [{ ...study, referenceMethod: "vibes" }])).toMatchObject({
      code: "facts.errors.referenceMethod",
    });
    expect(convert("validationStudies", [{ ...study, sampleSize: 0 }])).toEqual({
      code: "facts.errors.sampleSize",
      path: [0, "sampleSize"],
    });
    expect(convert("validationStudies", [{ ...study, sampleSize: 2.5 }])).toMatchObject({
      code: "facts.errors.sampleSize",
    });
    expect(convert("validationStudies", [{ ...study, agreement: "x".repeat(201) }])).toMatchObject({
      code: "facts.errors.agreement",
    });
    expect(convert("validationStudies", [{ ...study, checkedAt: "2026-13-01" }])).toMatchObject({
      code: "facts.errors.checkedAt",
    });
  });

  it("needs the study's DOI or its address: a validation is read at its source", () => {
    const { doi: _doi, ...withoutDoi } = study;
    expect(convert("validationStudies", [withoutDoi])).toEqual({ code: "facts.errors.studySource", path: [0, "doi"] });
    expect(convert("validationStudies", [{ ...withoutDoi, url: "https://journal.example/article" }])).toHaveProperty(
      "value",
    );
  });

  it("reads as metric vs method with its figures, linked to the DOI resolver", () => {
    const ring = { kind: "wearable" as const, validationStudies: [study] };
    expect(factDisplay(ring, "validationStudies")).toEqual({
      type: "links",
      links: [
        {
          href: "https://doi.org/10.1000/demo.123",
          text: "Heart rate vs ECG · 40 participants · r = 0.98 · DOI 10.1000/demo.123 ↗",
        },
      ],
    });
    const data = factsJsonLd(ring, ["validationStudies"], "product");
    expect(data.subjectOf).toMatchObject([
      {
        "@type": "ScholarlyArticle",
        url: "https://doi.org/10.1000/demo.123",
        identifier: { value: "10.1000/demo.123" },
      },
    ]);
  });
});

describe("a wearable's cost of ownership over two years", () => {
  it("is the device's price plus 24 months of the subscription, to the cent", () => {
    expect(twoYearCost({ priceFrom: 299, currency: "USD", subscriptionPrice: 5.99 })).toBe(442.76);
    expect(twoYearCost({ priceFrom: 299, currency: "EUR", subscriptionPrice: 5.99, subscriptionCurrency: "EUR" })).toBe(
      442.76,
    );
  });

  it("is the device's price when there is no subscription, and unknown when anything is", () => {
    expect(twoYearCost({ priceFrom: 199, currency: "USD", subscriptionAvailable: false })).toBe(199);
    expect(twoYearCost({ priceFrom: 199, currency: "USD", subscriptionAvailable: true })).toBeNull();
    expect(twoYearCost({ priceFrom: 199, currency: "USD" })).toBeNull();
    expect(twoYearCost({ currency: "USD", subscriptionPrice: 5.99 })).toBeNull();
  });

  it("never converts: a subscription in another currency leaves it unknown", () => {
    expect(twoYearCost({ priceFrom: 299, currency: "USD", subscriptionPrice: 5.99, subscriptionCurrency: "EUR" })).toBe(
      null,
    );
  });

  it("reads beside the subscription on the page and in the compare table", () => {
    const ring = { kind: "wearable" as const, priceFrom: 299, currency: "USD", subscriptionPrice: 5.99 };
    expect(factSummary(ring, "subscriptionPrice")).toBe("$5.99 · $442.76 over two years");
    expect(factSummary({ ...ring, subscriptionCurrency: "EUR" }, "subscriptionPrice")).toBe("€5.99");
    expect(
      factSummary({ kind: "wearable", priceFrom: 199, subscriptionAvailable: false }, "subscriptionAvailable"),
    ).toBe("No · $199 over two years");
  });
});

describe("a clinic's services with price ranges", () => {
  const dexa = {
    name: "DEXA body composition",
    priceMin: 120,
    priceMax: 180,
    currency: "EUR",
    sourceUrl: "https://clinic.example.org/prices",
    checkedAt: "2026-12-01",
  };

  it("takes a name, a range with its currency, the page it was read from and the day", () => {
    expect(convert("servicePrices", [dexa])).toEqual({ value: [dexa] });
    const { priceMax: _max, currency: _currency, ...from } = dexa;
    expect(convert("servicePrices", [from])).toEqual({ value: [from] });
  });

  it("refuses a bad field with its code and where it lies", () => {
    expect(convert("servicePrices", [{ ...dexa, priceMax: 100 }])).toEqual({
      code: "facts.errors.priceOrder",
      path: [0, "priceMax"],
    });
    expect(convert("servicePrices", [{ ...dexa, priceMin: -1 }])).toEqual({
      code: "facts.errors.servicePrice",
      path: [0, "priceMin"],
    });
    expect(convert("servicePrices", [{ ...dexa, priceMax: 1e12 }])).toMatchObject({
      code: "facts.errors.servicePrice",
    });
    expect(convert("servicePrices", [{ ...dexa, currency: "EURO" }])).toMatchObject({ code: "facts.errors.currency" });
    expect(convert("servicePrices", [{ ...dexa, currency: "XYZ" }])).toMatchObject({ code: "facts.errors.currency" });
    expect(convert("servicePrices", [{ ...dexa, sourceUrl: "http://clinic.example.org/prices" }])).toMatchObject({
      code: "facts.errors.sourceUrl",
    });
    expect(convert("servicePrices", [{ ...dexa, sourceUrl: "https://localhost/prices" }])).toMatchObject({
      code: "facts.errors.sourceUrl",
    });
    expect(convert("servicePrices", [{ ...dexa, name: "<script>" }])).toMatchObject({
      code: "facts.errors.serviceName",
    });
    const { checkedAt: _checked, ...undated } = dexa;
    expect(convert("servicePrices", [undated])).toMatchObject({ code: "facts.errors.checkedAt" });
  });

  it("reads as a range linked to its source, and as Offers with a price specification", () => {
    const clinic = { kind: "clinic" as const, servicePrices: [dexa, { ...dexa, name: "CPET", priceMax: undefined }] };
    expect(factSummary(clinic, "servicePrices")).toBe("DEXA body composition: €120–€180 ↗, CPET: from €120 ↗");
    expect(factsJsonLd(clinic, ["servicePrices"], "business").makesOffer).toMatchObject([
      {
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: "DEXA body composition" },
        priceSpecification: { minPrice: 120, maxPrice: 180, priceCurrency: "EUR" },
      },
      { priceSpecification: { minPrice: 120, priceCurrency: "EUR" } },
    ]);
  });
});

describe("the licence's public register entry", () => {
  const entry = { registerUrl: "https://register.example.org/doctor/123", checkedAt: "2026-12-01" };

  it("is an https address on a public host, with the day it was checked", () => {
    expect(convert("licenceRegister", entry)).toEqual({ value: entry });
    expect(convert("licenceRegister", JSON.stringify(entry))).toEqual({ value: entry });
    for (const registerUrl of [
      "http://register.example.org/1",
      "https://10.0.0.1/1",
      "https://register.internal/1",
      "https://user:pw@register.example.org/1",
      "javascript:alert(1)",
    ])
      expect(convert("licenceRegister", { ...entry, registerUrl }), registerUrl).toEqual({
        code: "facts.errors.registerUrl",
        path: ["registerUrl"],
      });
  });

  it("links out from the page, and is the director's credential in a clinic's JSON-LD", () => {
    const clinic = { kind: "clinic" as const, medicalDirector: "Dr. Demo", licenceRegister: entry };
    expect(factSummary(clinic, "licenceRegister")).toBe("Check the licence at register.example.org ↗");
    const data = factsJsonLd(clinic, ["medicalDirector", "licenceRegister"], "business");
    expect(data.employee).toMatchObject({ name: "Dr. Demo", hasCredential: { url: entry.registerUrl } });
    expect(data).not.toHaveProperty("hasCredential");
    const practitioner = factsJsonLd({ kind: "practitioner", licenceRegister: entry }, ["licenceRegister"], "business");
    expect(practitioner.hasCredential).toMatchObject([{ credentialCategory: "licence", url: entry.registerUrl }]);
  });
});

describe("diagnostics and the declared conflict of interest", () => {
  it("lists diagnostics from the one catalogue for clinics and practitioners alike", () => {
    const practitioner = { kind: "practitioner" as const, diagnostics: ["dexa", "coronary-calcium-score"] };
    expect(factSummary(practitioner, "diagnostics")).toBe("DEXA, Coronary calcium score");
    expect(factsJsonLd(practitioner, ["diagnostics"], "business").availableService).toEqual([
      { "@type": "MedicalTest", name: "DEXA" },
      { "@type": "MedicalTest", name: "Coronary calcium score" },
    ]);
  });

  it("states whether it sells the treatments it diagnoses as a plain yes or no", () => {
    expect(factSummary({ kind: "clinic", sellsTreatments: true }, "sellsTreatments")).toBe("Yes");
    expect(factSummary({ kind: "clinic", sellsTreatments: false }, "sellsTreatments")).toBe("No");
    expect(factSummary({ kind: "clinic", sellsTreatments: null }, "sellsTreatments")).toBeNull();
  });
});
