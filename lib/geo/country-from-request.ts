import { countryNameOf } from "./country-name";

/** One way of locating a visitor: returns an ISO 3166-1 alpha-2 code, or null when it cannot tell. */
type CountryCodeProvider = (headers: Headers) => string | null | Promise<string | null>;

/** Country set by the hosting edge (Vercel, Cloudflare). */
const edgeHeaderProvider: CountryCodeProvider = (headers) =>
  headers.get("x-vercel-ip-country") || headers.get("cf-ipcountry") || null;

/**
 * en-US is the default of English-language browsers everywhere, so it says nothing about where the visitor is;
 * taking it as "United States" would preset the wrong country for many European visitors.
 */
const LOCATION_NEUTRAL_TAGS = new Set(["en-US"]);

/** Region subtag of the most preferred Accept-Language entry that has one ('de-DE,de;q=0.9' → 'DE'); en-US is skipped. */
export const acceptLanguageProvider: CountryCodeProvider = (headers) => {
  const header = headers.get("accept-language");
  if (!header) return null;
  const entries = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of entries) {
    try {
      const locale = new Intl.Locale(tag);
      if (LOCATION_NEUTRAL_TAGS.has(`${locale.language}-${locale.region}`)) continue;
      const region = locale.region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Malformed language tag: try the next one.
    }
  }
  return null;
};

/** Builds a resolver that asks each provider in turn and returns the first known country's English name. */
export function createCountryResolver(providers: readonly CountryCodeProvider[]) {
  return async function resolveCountry(headers: Headers): Promise<string | null> {
    for (const provider of providers) {
      const name = countryNameOf(await provider(headers));
      if (name) return name;
    }
    return null;
  };
}

/** Edge headers are only believed from a platform that sets them (TRUST_PROXY_HEADERS); any client can send them. */
export function countryResolverFor(trustEdgeHeaders: boolean) {
  return createCountryResolver(
    trustEdgeHeaders ? [edgeHeaderProvider, acceptLanguageProvider] : [acceptLanguageProvider],
  );
}
