import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VerifiedLine } from "@/components/facts/verified-line";
import { factDisplay, factSummary, type FactSubject } from "@/lib/listings/fact-format";
import { isVerificationStale } from "@/lib/listings/facts";
import { factsJsonLd } from "@/lib/seo/fact-json-ld";
import { withIntl } from "../support/i18n";

const lab: FactSubject = {
  kind: "lab",
  currency: "GBP",
  priceFrom: 49,
  testPanels: [
    { name: "Core", price: 49, biomarkers: ["apob", "ldl", "hba1c"], calculated: ["ldl"], biomarkerCount: 35 },
  ],
  sampleMethods: ["finger-prick-kit", "venous-site"],
  turnaroundDays: 1,
  accreditations: ["iso-15189"],
  accreditationBody: "ukas",
  doctorReview: false,
  openingHours: {
    timeZone: "Europe/London",
    hours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" }],
  },
};

describe("how facts read", () => {
  it("formats each kind of fact, with the listing's currency (or its kind's default)", () => {
    expect(factSummary(lab, "priceFrom")).toBe("£49");
    expect(factSummary({ kind: "wearable", priceFrom: 299 }, "priceFrom")).toBe("$299");
    expect(factSummary(lab, "turnaroundDays")).toBe("1 day");
    expect(factSummary({ kind: "lab", turnaroundDays: 5 }, "turnaroundDays")).toBe("5 days");
    expect(factSummary(lab, "doctorReview")).toBe("No");
    expect(factSummary(lab, "sampleMethods")).toBe("Finger-prick home kit, Venous blood draw at a site");
    expect(factSummary(lab, "accreditationBody")).toBe("UKAS (United Kingdom)");
    expect(factSummary(lab, "openingHours")).toBe("Monday–Friday 08:00–18:00 (Europe/London)");
    expect(factSummary(lab, "testPanels")).toBe(
      "Core: 35 biomarkers, 2 measured + 1 calculated markers, £49 (£24.50 per measured marker)",
    );
    expect(factSummary(lab, "countriesServed")).toBeNull();
  });

  it("shows a panel's measured and calculated biomarkers apart, by their labels", () => {
    expect(factDisplay(lab, "testPanels")).toEqual({
      type: "panels",
      panels: [
        {
          name: "Core",
          price: "£49",
          count: 35,
          markers: "2 measured + 1 calculated markers",
          perMarker: "£24.50 per measured marker",
          measured: ["ApoB", "HbA1c"],
          calculated: ["LDL Cholesterol"],
          includes: [],
          source: null,
        },
      ],
    });
  });

  it("says what a panel's price includes and links the page it was read from, with the day", () => {
    const panel = {
      name: "Core",
      biomarkers: ["apob"],
      sampleMethod: "finger-prick-kit",
      doctorReview: true,
      turnaroundDays: 3,
      sourceUrl: "https://www.lab.example/panels/core",
      checkedAt: "2026-11-30",
    };
    const display = factDisplay({ kind: "lab", testPanels: [panel] }, "testPanels");
    expect(display?.type === "panels" && display.panels[0]).toMatchObject({
      includes: ["Finger-prick home kit", "Doctor reviews results: Yes", "Results within: 3 days"],
      source: {
        href: "https://www.lab.example/panels/core",
        text: "Source: lab.example ↗",
        note: "checked 30 November 2026",
      },
    });
  });

  it("says when facts were verified and by whom, or that they were not, with their sources and staleness", async () => {
    const intl = await withIntl();
    const line = (listing: Parameters<typeof VerifiedLine>[0]["listing"]) =>
      renderToStaticMarkup(intl(<VerifiedLine listing={listing} today="2026-11-25" />));
    const fresh = line({ lastVerifiedAt: "2026-03-01T10:00:00.000Z", verifiedBy: "owner", sourceUrls: [] });
    expect(fresh).toContain("Information verified <time");
    expect(fresh).toContain("1 March 2026</time> by the owner.");
    expect(fresh).not.toContain("out of date");
    const old = line({ lastVerifiedAt: "2025-11-01T10:00:00.000Z", verifiedBy: "admin", sourceUrls: [] });
    expect(old).toContain("our team");
    expect(old).toContain("It may be out of date.");
    const never = line({ lastVerifiedAt: null, verifiedBy: null, sourceUrls: ["https://www.oura.example/"] });
    expect(never).toContain("Not yet verified.");
    expect(never).toContain('href="https://www.oura.example/"');
    expect(never).toContain(">oura.example</a>");
    expect(isVerificationStale(null, new Date())).toBe(false);
  });
});

describe("facts in JSON-LD", () => {
  it("gives local businesses a price range, their catalogue, hours and credentials", () => {
    const data = factsJsonLd(
      lab,
      ["priceFrom", "testPanels", "openingHours", "accreditations", "turnaroundDays"],
      "business",
    );
    expect(data.priceRange).toBe("From £49");
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
        opens: "08:00",
        closes: "18:00",
      },
    ]);
    expect(data.hasCredential).toMatchObject([
      { name: "ISO 15189", recognizedBy: { "@type": "Organization", name: "UKAS (United Kingdom)" } },
    ]);
    expect(data.hasOfferCatalog).toMatchObject({ itemListElement: [{ price: 49, priceCurrency: "GBP" }] });
    expect(data).not.toHaveProperty("additionalProperty");
  });

  it("gives products offers (the subscription too) and adds nothing for unknown facts", () => {
    const ring: FactSubject = {
      kind: "wearable",
      priceFrom: 349,
      subscriptionPrice: 5.99,
      bookingUrl: "https://shop.example/ring",
      batteryLife: "up to 8 days",
    };
    const data = factsJsonLd(
      ring,
      ["priceFrom", "subscriptionPrice", "batteryLife", "sensors", "validationStudies"],
      "product",
    );
    expect(data.offers).toMatchObject([
      { "@type": "Offer", price: 349, priceCurrency: "USD", url: "https://shop.example/ring" },
      { name: "Subscription", priceSpecification: { price: 5.99, unitCode: "MON" } },
    ]);
    expect(data.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Battery life", value: "up to 8 days" },
    ]);
    expect(data).not.toHaveProperty("subjectOf");
    expect(factsJsonLd({ kind: "clinic" }, ["priceFrom", "diagnostics", "languages"], "business")).toEqual({});
  });
});
