import { describe, expect, it } from "vitest";
import { hostnameWithoutWww, normaliseWebsite } from "@/server/enrichment/enrich-brand";
import { withDefaultScheme } from "@/server/enrichment/website-url";

describe("normaliseWebsite", () => {
  it.each([
    ["https://acme.com", "https://acme.com"],
    ["https://acme.com/", "https://acme.com"],
    ["http://acme.com/", "https://acme.com"],
    ["acme.com", "https://acme.com"],
    ["  www.acme.com  ", "https://acme.com"],
    ["HTTPS://WWW.ACME.COM", "https://acme.com"],
    ["HTTP://WWW.Acme.COM:443/Shop/?utm_source=x#top", "https://acme.com/Shop"],
    ["https://acme.com:443/", "https://acme.com"],
    ["http://acme.com:80/", "https://acme.com"],
    ["https://acme.com:8443/", "https://acme.com:8443"],
    ["https://acme.com/en/products//", "https://acme.com/en/products"],
    ["https://acme.com/a/../b/./c", "https://acme.com/b/c"],
    ["https://acme.com.", "https://acme.com"],
    ["https://shop.acme.com/", "https://shop.acme.com"],
    ["https://www2.acme.com/", "https://www2.acme.com"],
    ["https://www.com/", "https://www.com"],
    ["https://münchen-klinik.de/", "https://xn--mnchen-klinik-wob.de"],
    ["acme.com:8080/x", "https://acme.com:8080/x"],
  ])("%j → %j", (input, expected) => {
    expect(normaliseWebsite(input)).toBe(expected);
  });

  it("gives one key for every spelling of the same site", () => {
    const spellings = [
      "acme.com",
      "https://www.acme.com/",
      "http://ACME.com",
      "https://acme.com/?ref=ad",
      "https://acme.com/#about",
    ];
    expect(new Set(spellings.map(normaliseWebsite))).toEqual(new Set(["https://acme.com"]));
  });

  it.each([
    "",
    "   ",
    "not a url",
    "ftp://acme.com",
    "javascript:alert(1)",
    "mailto:a@acme.com",
    "https://user:pw@acme.com",
    "https://localhost/",
    "http://",
    `https://acme.com/${"a".repeat(3000)}`,
  ])("refuses %j", (input) => {
    expect(normaliseWebsite(input)).toBeNull();
  });
});

describe("hostnameWithoutWww", () => {
  it.each([
    ["https://www.Acme.com/shop", "acme.com"],
    ["acme.com", "acme.com"],
    ["https://shop.acme.co.uk", "shop.acme.co.uk"],
    ["https://xn--mnchen-klinik-wob.de", "münchen-klinik.de"],
    ["https://www.com", "www.com"],
  ])("%j → %j", (input, expected) => {
    expect(hostnameWithoutWww(input)).toBe(expected);
  });

  it("is null for invalid input", () => {
    expect(hostnameWithoutWww("javascript:alert(1)")).toBeNull();
  });
});

describe("withDefaultScheme", () => {
  it.each([
    ["acme.com", "https://acme.com"],
    ["acme.com:443/x", "https://acme.com:443/x"],
    ["http://acme.com", "http://acme.com"],
    ["javascript:alert(1)", "javascript:alert(1)"],
    [" ftp://acme.com ", "ftp://acme.com"],
  ])("%j → %j", (input, expected) => {
    expect(withDefaultScheme(input)).toBe(expected);
  });
});
