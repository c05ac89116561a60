import "server-only";
import { countryNameOf } from "@/lib/geo/country-name";
import { asNode, first } from "./json-ld";

// Country-code domains sold worldwide as generic names (.io, .ai, .co, .me, …): they say nothing about where a brand is.
const VANITY_TLDS = new Set([
  "ac",
  "ai",
  "cc",
  "co",
  "fm",
  "gg",
  "io",
  "ly",
  "me",
  "sh",
  "so",
  "tk",
  "to",
  "tv",
  "vc",
  "ws",
]);

// Names pages commonly write that are not the English short name (local spellings, long forms, UK nations).
const ALIASES: Readonly<Record<string, string>> = {
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  "united states of america": "US",
  america: "US",
  "u.k.": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  "united kingdom of great britain and northern ireland": "GB",
  "the netherlands": "NL",
  holland: "NL",
  nederland: "NL",
  deutschland: "DE",
  österreich: "AT",
  osterreich: "AT",
  schweiz: "CH",
  suisse: "CH",
  svizzera: "CH",
  "czech republic": "CZ",
  česko: "CZ",
  españa: "ES",
  espana: "ES",
  italia: "IT",
  sverige: "SE",
  norge: "NO",
  danmark: "DK",
  suomi: "FI",
  polska: "PL",
  belgië: "BE",
  belgique: "BE",
  éire: "IE",
  magyarország: "HU",
  ελλάδα: "GR",
  hellas: "GR",
  türkiye: "TR",
  turkey: "TR",
  uae: "AE",
  "republic of korea": "KR",
  korea: "KR",
  "russian federation": "RU",
};

let namesByLowercase: Map<string, string> | null = null;

// Every English short name Intl knows, keyed by its lowercase form, built once on first use.
function englishNames(): Map<string, string> {
  if (namesByLowercase) return namesByLowercase;
  const names = new Map<string, string>();
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const name = countryNameOf(String.fromCharCode(a, b));
      if (name) names.set(name.toLowerCase(), name);
    }
  }
  namesByLowercase = names;
  return names;
}

/** A country written as an ISO alpha-2 code or a name (English or a common local form) → the English short name. */
function countryFromText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/\s+/g, " ");
  if (!text || text.length > 80) return null;
  if (/^[a-z]{2}$/i.test(text)) return countryNameOf(text);
  const lower = text.toLowerCase();
  const alias = ALIASES[lower];
  if (alias) return countryNameOf(alias);
  return englishNames().get(lower) ?? englishNames().get(lower.replace(/^the /, "")) ?? null;
}

/** JSON-LD address (object, array, or PostalAddress) → its addressCountry (text or a Country node) as a name. */
export function countryFromAddress(address: unknown): string | null {
  for (const item of Array.isArray(address) ? address : [address]) {
    const node = asNode(item);
    if (!node) continue;
    const country = first(node.addressCountry);
    const countryNode = asNode(country);
    const found = countryNode
      ? (countryFromText(countryNode.name) ?? countryFromText(countryNode.identifier))
      : countryFromText(country);
    if (found) return found;
  }
  return null;
}

/** The country of a country-code top-level domain (.de → Germany, .uk/.co.uk → United Kingdom); null for generic ones. */
export function countryFromHostname(hostname: string): string | null {
  const tld = hostname.toLowerCase().replace(/\.$/, "").split(".").pop() ?? "";
  if (tld.length !== 2 || VANITY_TLDS.has(tld)) return null;
  return countryNameOf(tld === "uk" ? "GB" : tld);
}
