import { beforeAll, describe, expect, it } from "vitest";
import { buildGazetteer } from "@/server/geo/gazetteer";
import {
  MAX_PLACE_SUGGESTIONS,
  PLACE_AMBIGUOUS,
  PLACE_EMPTY,
  PLACE_UNKNOWN,
  PLACE_UNKNOWN_WITH_SUGGESTIONS,
  resolvePlace,
  resolvePlaceWith,
  warmPlaceIndex,
  type PlaceResolution,
} from "@/server/geo/resolve-place";

function expectCity(result: PlaceResolution, name: string, countryCode: string) {
  expect(result).toMatchObject({ type: "city", name, countryCode });
  if (result.type !== "city") throw new Error("not a city");
  return result;
}

describe("resolvePlace (country-state-city gazetteer)", () => {
  beforeAll(async () => {
    await warmPlaceIndex();
  }, 30_000);

  it("resolves a city to coordinates and the English country name", async () => {
    const berlin = expectCity(await resolvePlace("Berlin"), "Berlin", "DE");
    expect(berlin.country).toBe("Germany");
    expect(berlin.lat).toBeCloseTo(52.52, 1);
    expect(berlin.lng).toBeCloseTo(13.4, 1);
  });

  it("reads 'city, country' and 'city COUNTRY-CODE', whatever the case and diacritics", async () => {
    expectCity(await resolvePlace("berlin, germany"), "Berlin", "DE");
    expectCity(await resolvePlace("Amsterdam NL"), "Amsterdam", "NL");
    expectCity(await resolvePlace("Munich Germany"), "Munich", "DE");
    expectCity(await resolvePlace("ZURICH"), "Zurich", "CH");
    expectCity(await resolvePlace("Salzburg, AT"), "Salzburg", "AT");
    expectCity(await resolvePlace("Valencia, Venezuela"), "Valencia", "VE");
  });

  it("accepts local names and exonyms of major European cities", async () => {
    expectCity(await resolvePlace("München"), "Munich", "DE");
    expectCity(await resolvePlace("Muenchen"), "Munich", "DE");
    expectCity(await resolvePlace("Köln"), "Cologne", "DE");
    expectCity(await resolvePlace("Wien"), "Vienna", "AT");
    expectCity(await resolvePlace("Den Haag"), "The Hague", "NL");
    expectCity(await resolvePlace("Genf"), "Geneva", "CH");
    expectCity(await resolvePlace("Torino"), "Turin", "IT");
    expectCity(await resolvePlace("Lisboa"), "Lisbon", "PT");
    expectCity(await resolvePlace("Warszawa"), "Warsaw", "PL");
  });

  it("resolves countries by English name, native name and ISO code", async () => {
    const cases: [string, string][] = [
      ["United Kingdom", "GB"],
      ["UK", "GB"],
      ["Deutschland", "DE"],
      ["Nederland", "NL"],
      ["Holland", "NL"],
      ["España", "ES"],
      ["Espana", "ES"],
      ["Italia", "IT"],
      ["Schweiz", "CH"],
      ["Suisse", "CH"],
      ["Svizzera", "CH"],
      ["Österreich", "AT"],
      ["Oesterreich", "AT"],
      ["Sverige", "SE"],
      ["Danmark", "DK"],
      ["Polska", "PL"],
      ["België", "BE"],
      ["Belgique", "BE"],
      ["Éire", "IE"],
      ["Suomi", "FI"],
      ["Norge", "NO"],
      ["Česko", "CZ"],
      ["Czech Republic", "CZ"],
      ["Allemagne", "DE"],
      ["de", "DE"],
      ["NL", "NL"],
      ["usa", "US"],
      ["Luxembourg", "LU"],
    ];
    for (const [text, code] of cases) {
      expect(await resolvePlace(text), text).toMatchObject({ type: "country", countryCode: code });
    }
    expect(await resolvePlace("Deutschland")).toEqual({ type: "country", countryCode: "DE", country: "Germany" });
  });

  it("takes the well-known European city over its namesakes elsewhere", async () => {
    expectCity(await resolvePlace("Paris"), "Paris", "FR");
    expectCity(await resolvePlace("London"), "London", "GB");
    expectCity(await resolvePlace("Valencia"), "Valencia", "ES");
    expectCity(await resolvePlace("Bergen"), "Bergen", "NO");
  });

  it("asks when a name is shared by places of similar standing", async () => {
    const springfield = await resolvePlace("Springfield");
    expect(springfield.type).toBe("ambiguous");
    if (springfield.type !== "ambiguous") return;
    expect(springfield.message).toBe(PLACE_AMBIGUOUS);
    expect(springfield.suggestions.length).toBeLessThanOrEqual(MAX_PLACE_SUGGESTIONS);
    expect(springfield.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(springfield.suggestions).size).toBe(springfield.suggestions.length);
    // Spread over countries before repeating one.
    expect(springfield.suggestions.some((s) => s.endsWith("Australia"))).toBe(true);
    expect(springfield.suggestions.some((s) => s.endsWith("Jamaica"))).toBe(true);
    expect(springfield.suggestions.some((s) => s.endsWith("United States"))).toBe(true);

    expect(await resolvePlace("Frankfurt")).toEqual({
      type: "ambiguous",
      message: PLACE_AMBIGUOUS,
      suggestions: expect.arrayContaining(["Frankfurt am Main, Germany", "Frankfurt (Oder), Germany"]),
    });
  });

  it("does not pick a small European town just because it is European, but lists it first", async () => {
    const portland = await resolvePlace("Portland");
    expect(portland.type).toBe("ambiguous");
    if (portland.type === "ambiguous") expect(portland.suggestions[0]).toBe("Portland, United Kingdom");
  });

  it("resolves each suggestion it offers", async () => {
    for (const text of ["Springfield", "Frankfurt", "Portland"]) {
      const result = await resolvePlace(text);
      if (result.type !== "ambiguous") throw new Error(`${text} should be ambiguous`);
      for (const suggestion of result.suggestions)
        expect((await resolvePlace(suggestion)).type, suggestion).toBe("city");
    }
  });

  it("reads a state between city and country, and a state code on its own", async () => {
    const illinois = expectCity(await resolvePlace("Springfield, Illinois, United States"), "Springfield", "US");
    expect(illinois.state).toBe("Illinois");
    expectCity(await resolvePlace("Springfield, IL"), "Springfield", "US");
    expect(await resolvePlace("Athens, Georgia")).toMatchObject({ type: "city", countryCode: "US", state: "Georgia" });
  });

  it("suggests close spellings for unknown places", async () => {
    const typo = await resolvePlace("Berln");
    expect(typo).toMatchObject({ type: "unknown", message: PLACE_UNKNOWN_WITH_SUGGESTIONS });
    if (typo.type === "unknown") expect(typo.suggestions[0]).toBe("Berlin, Germany");
    expect(await resolvePlace("Amsterdamm")).toMatchObject({
      type: "unknown",
      suggestions: ["Amsterdam, Netherlands"],
    });
    expect(await resolvePlace("Germny")).toMatchObject({
      type: "unknown",
      suggestions: expect.arrayContaining(["Germany"]),
    });
  });

  it("never guesses past a country it cannot read", async () => {
    const result = await resolvePlace("Berlin, Germny");
    expect(result.type).toBe("unknown");
    if (result.type === "unknown") expect(result.suggestions[0]).toBe("Berlin, Germany");
  });

  it("says so when nothing is close, and asks for input when empty", async () => {
    expect(await resolvePlace("Xyzzyplace")).toEqual({
      type: "unknown",
      message: PLACE_UNKNOWN,
      suggestions: [],
    });
    expect(await resolvePlace("  ,  ")).toEqual({ type: "unknown", message: PLACE_EMPTY, suggestions: [] });
  });
});

describe("resolvePlaceWith (rules, on a small gazetteer)", () => {
  const europe = [{ zoneName: "Europe/Berlin" }];
  const g = buildGazetteer({
    countries: [
      { name: "Germany", isoCode: "DE", timezones: europe },
      { name: "Austria", isoCode: "AT", timezones: europe },
      { name: "United States", isoCode: "US", timezones: [{ zoneName: "America/New_York" }] },
    ],
    states: [
      { name: "Bavaria", isoCode: "BY", countryCode: "DE" },
      { name: "Hessen, Land", isoCode: "HE", countryCode: "DE" },
      { name: "Salzburg", isoCode: "5", countryCode: "AT" },
      { name: "Ohio", isoCode: "OH", countryCode: "US" },
    ],
    cities: [
      { name: "Kirchdorf", countryCode: "DE", stateCode: "BY", latitude: "48.0", longitude: "12.0" },
      { name: "Kirchdorf", countryCode: "AT", stateCode: "5", latitude: "47.5", longitude: "13.0" },
      { name: "Seeheim", countryCode: "DE", stateCode: "BY", latitude: "48.0", longitude: "11.0" },
      // The same town listed twice, 5 km apart.
      { name: "Seeheim", countryCode: "DE", stateCode: "BY", latitude: "48.04", longitude: "11.03" },
      { name: "Dayton", countryCode: "US", stateCode: "OH", latitude: "39.76", longitude: "-84.19" },
      { name: "Dayton", countryCode: "US", stateCode: "OH", latitude: "41.0", longitude: "-81.0" },
      { name: "Rosenheim", countryCode: "DE", stateCode: "BY", latitude: "47.85", longitude: "12.12" },
      { name: "Lindau", countryCode: "DE", stateCode: "BY", latitude: "47.55", longitude: "9.68" },
      { name: "Lindau", countryCode: "DE", stateCode: "HE", latitude: "50.5", longitude: "8.5" },
      { name: "Neumarkt in der Oberpfalz", countryCode: "DE", stateCode: "BY", latitude: "49.28", longitude: "11.46" },
      { name: "Nowhere", countryCode: "DE", stateCode: "BY", latitude: null, longitude: null },
    ],
  });

  it("never picks between equally plausible towns in two European countries", () => {
    expect(resolvePlaceWith(g, "Kirchdorf")).toEqual({
      type: "ambiguous",
      message: PLACE_AMBIGUOUS,
      suggestions: ["Kirchdorf, Germany", "Kirchdorf, Austria"],
    });
    expect(resolvePlaceWith(g, "Kirchdorf, Austria")).toMatchObject({
      type: "city",
      countryCode: "AT",
      state: "Salzburg",
      lat: 47.5,
      lng: 13,
    });
  });

  it("folds one place listed twice a few km apart into one", () => {
    expect(resolvePlaceWith(g, "Seeheim")).toMatchObject({ type: "city", name: "Seeheim", lat: 48, lng: 11 });
  });

  it("tells same-named towns of one country apart by state only where needed", () => {
    const result = resolvePlaceWith(g, "Dayton");
    expect(result.type).toBe("ambiguous");
    // Both in Ohio: the labels would read the same, so they are folded into one string.
    if (result.type === "ambiguous") expect(result.suggestions).toEqual(["Dayton, Ohio, United States"]);
  });

  it("keeps commas of state names out of suggestion labels, and reads those labels back", () => {
    const result = resolvePlaceWith(g, "Lindau");
    expect(result).toMatchObject({
      type: "ambiguous",
      suggestions: ["Lindau, Bavaria, Germany", "Lindau, Hessen, Germany"],
    });
    expect(resolvePlaceWith(g, "Lindau, Hessen, Germany")).toMatchObject({
      type: "city",
      state: "Hessen, Land",
      lat: 50.5,
    });
  });

  it("skips cities without coordinates", () => {
    expect(resolvePlaceWith(g, "Nowhere").type).toBe("unknown");
  });

  it("resolves a unique partial name, matching whole words only", () => {
    expect(resolvePlaceWith(g, "Neumarkt")).toMatchObject({ type: "city", name: "Neumarkt in der Oberpfalz" });
    expect(resolvePlaceWith(g, "Rosen")).toMatchObject({ type: "unknown" });
    expect(resolvePlaceWith(g, "Rosenheim, Bavaria")).toMatchObject({ type: "city", name: "Rosenheim" });
  });
});
