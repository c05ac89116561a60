import { describe, expect, it } from "vitest";
import { acceptLanguageProvider, countryResolverFor, createCountryResolver } from "@/lib/geo/country-from-request";

const countryFromRequest = countryResolverFor(true);
import { countryCodeOf, countryNameIn, countryNameOf } from "@/lib/geo/country-name";
import { SERVED_COUNTRIES } from "@/lib/listings/fact-options";
import { regionOfCountry } from "@/lib/geo/country-region";
import { normalizeSearchQuery, trackSearchSchema } from "@/lib/search/track-search-schema";

describe("countryNameOf", () => {
  it("turns ISO codes into the English names the COUNTRIES filter uses", () => {
    expect(countryNameOf("NL")).toBe("Netherlands");
    expect(countryNameOf("de")).toBe("Germany");
    expect(countryNameOf("GB")).toBe("United Kingdom");
    expect(countryNameOf("US")).toBe("United States");
    expect(countryNameOf("CH")).toBe("Switzerland");
  });

  it("returns null for unknown, Tor and malformed codes", () => {
    for (const code of ["XX", "T1", "ZZ", "EU", "", "DEU", "1", null, undefined])
      expect(countryNameOf(code)).toBeNull();
  });
});

describe("countryNameIn", () => {
  it("names every country a lab may serve in the page's language, the current code for each", () => {
    expect(countryCodeOf("Germany")).toBe("DE");
    expect(countryCodeOf("United Kingdom")).toBe("GB");
    for (const { value } of SERVED_COUNTRIES) {
      expect(countryCodeOf(value), value).toMatch(/^[A-Z]{2}$/);
      expect(countryNameIn("en", value)).toBe(value);
    }
    expect(countryNameIn("de", "Germany")).toBe("Deutschland");
    expect(countryNameIn("fr", "United Kingdom")).toBe("Royaume-Uni");
    expect(countryNameIn("nl", "Czechia")).toBe("Tsjechië");
    expect(countryNameIn("de", "Atlantis")).toBe("Atlantis");
  });
});

describe("countryFromRequest", () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it("prefers the edge headers, Vercel then Cloudflare", async () => {
    expect(
      await countryFromRequest(
        headers({ "x-vercel-ip-country": "NL", "cf-ipcountry": "FR", "accept-language": "de-DE" }),
      ),
    ).toBe("Netherlands");
    expect(await countryFromRequest(headers({ "cf-ipcountry": "FR", "accept-language": "de-DE" }))).toBe("France");
  });

  it("falls back to the Accept-Language region, by preference", async () => {
    expect(await countryFromRequest(headers({ "accept-language": "de-DE,de;q=0.9,en;q=0.8" }))).toBe("Germany");
    expect(await countryFromRequest(headers({ "accept-language": "en;q=0.9, fr-CH;q=0.5, es-ES;q=0.7" }))).toBe(
      "Spain",
    );
    expect(await countryFromRequest(headers({ "cf-ipcountry": "XX", "accept-language": "it-IT" }))).toBe("Italy");
  });

  it("is null when nothing tells", async () => {
    expect(await countryFromRequest(headers({}))).toBeNull();
    expect(await countryFromRequest(headers({ "accept-language": "en, de;q=0.5, *" }))).toBeNull();
    expect(await countryFromRequest(headers({ "accept-language": "es-419" }))).toBeNull();
  });

  it("does not read en-US, every English browser's default, as a location", async () => {
    expect(await countryFromRequest(headers({ "accept-language": "en-US,en;q=0.9" }))).toBeNull();
    expect(await countryFromRequest(headers({ "accept-language": "en-US,nl-NL;q=0.8" }))).toBe("Netherlands");
    expect(await countryFromRequest(headers({ "accept-language": "en-GB" }))).toBe("United Kingdom");
    expect(await countryFromRequest(headers({ "x-vercel-ip-country": "US", "accept-language": "en-US" }))).toBe(
      "United States",
    );
    expect(acceptLanguageProvider(headers({ "accept-language": "!!, x-@@" }))).toBeNull();
  });

  it("lets another provider plug in", async () => {
    const resolve = createCountryResolver([async () => "PT"]);
    expect(await resolve(headers({}))).toBe("Portugal");
  });
});

describe("regionOfCountry", () => {
  it("maps directory countries to their region", () => {
    expect(regionOfCountry("Germany")).toBe("Europe");
    expect(regionOfCountry("United States")).toBe("North America");
    expect(regionOfCountry("Australia")).toBeNull();
  });
});

describe("search tracking input", () => {
  it("normalizes queries for grouping", () => {
    expect(normalizeSearchQuery("  Longevity   CLINIC\tBerlin ")).toBe("longevity clinic berlin");
    expect(normalizeSearchQuery("ＡＰＯＢ")).toBe("apob");
  });

  it("rejects empty and whitespace-only queries", () => {
    expect(trackSearchSchema.safeParse({ query: "   ", source: "directory" }).success).toBe(false);
    expect(trackSearchSchema.safeParse({ source: "directory" }).success).toBe(false);
    expect(trackSearchSchema.parse({ query: " sleep ", source: "directory", category: "clinics" })).toEqual({
      query: "sleep",
      source: "directory",
      category: "clinics",
    });
  });
});
