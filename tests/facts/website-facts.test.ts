// The website facts (GTIN, availability, price range, profiles elsewhere): one schema, their reading on a page and
// their JSON-LD where schema.org has the property.
import { describe, expect, it } from "vitest";
import { convertJsonFact } from "@/lib/listings/fact-schemas";
import { factDisplay } from "@/lib/listings/fact-format";
import { isValidGtin, sourcedWebsiteFact } from "@/lib/listings/website-facts";
import { factsJsonLd } from "@/lib/seo/fact-json-ld";

const SOURCE = { sourceUrl: "https://example.org/shop", checkedAt: "2026-12-01" };

describe("website facts", () => {
  it("take a GTIN only with its check digit", () => {
    expect(isValidGtin("4006381333931")).toBe(true);
    expect(isValidGtin("4006381333932")).toBe(false);
    expect(isValidGtin("96385074")).toBe(true);
    expect(isValidGtin("036000291452")).toBe(true);
    expect(isValidGtin("12345")).toBe(false);
    expect(sourcedWebsiteFact("gtin", "4006-3813-3393-1", SOURCE.sourceUrl, SOURCE.checkedAt)).toEqual({
      value: "4006381333931",
      ...SOURCE,
    });
    expect(convertJsonFact("gtin", "GTIN", { value: "4006381333932", ...SOURCE }, "clear")).toEqual({
      error: "facts.errors.gtin",
      path: ["value"],
    });
  });

  it("take schema.org availability values only", () => {
    expect(convertJsonFact("availability", "A", { value: "InStock", ...SOURCE }, "clear")).toEqual({
      value: { value: "InStock", ...SOURCE },
    });
    expect(convertJsonFact("availability", "A", { value: "Maybe", ...SOURCE }, "clear")).toMatchObject({
      error: "facts.errors.availability",
    });
  });

  it("take profiles as https addresses on public hosts, and need a source and a day", () => {
    for (const url of ["http://instagram.com/acme", "https://localhost/x", "https://10.0.0.1/", "https://db.internal/"])
      expect(convertJsonFact("sameAs", "S", { value: [url], ...SOURCE }, "clear"), url).toMatchObject({
        error: "facts.errors.sameAs",
      });
    expect(convertJsonFact("sameAs", "S", { value: ["https://www.instagram.com/acme"] }, "clear")).toMatchObject({
      error: "facts.errors.sourceUrl",
    });
    expect(
      convertJsonFact(
        "sameAs",
        "S",
        { value: ["https://www.instagram.com/acme"], ...SOURCE, checkedAt: "soon" },
        "clear",
      ),
    ).toMatchObject({ error: "facts.errors.checkedAt" });
    expect(
      convertJsonFact("priceRange", "P", { value: "<script>", ...SOURCE, sourceUrl: "https://127.0.0.1/" }, "clear"),
    ).toMatchObject({ error: "facts.errors.priceRange" });
  });

  it("read on the page and in JSON-LD", () => {
    const ring = {
      kind: "wearable" as const,
      priceFrom: 299,
      currency: "EUR",
      gtin: { value: "4006381333931", ...SOURCE },
      availability: { value: "OutOfStock" as const, ...SOURCE },
    };
    expect(factDisplay(ring, "availability")).toEqual({ type: "text", text: "Out of stock" });
    expect(factsJsonLd(ring, ["priceFrom", "gtin", "availability"], "product")).toMatchObject({
      gtin: "4006381333931",
      offers: [{ price: 299, availability: "https://schema.org/OutOfStock" }],
    });
    const clinic = {
      kind: "clinic" as const,
      priceFrom: 900,
      priceRange: { value: "€€€", ...SOURCE },
      sameAs: { value: ["https://www.instagram.com/acme"], ...SOURCE },
    };
    expect(factDisplay(clinic, "sameAs")).toEqual({
      type: "links",
      links: [{ href: "https://www.instagram.com/acme", text: "instagram.com" }],
    });
    expect(factsJsonLd(clinic, ["priceFrom", "priceRange", "sameAs"], "business")).toEqual({
      priceRange: "€€€",
      sameAs: ["https://www.instagram.com/acme"],
    });
  });
});
