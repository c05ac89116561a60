import "server-only";
import { domainToUnicode } from "node:url";

const MAX_WEBSITE_CHARS = 2_048;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/** What a visitor typed, trimmed, with https:// in front when no scheme is given ("acme.com", "acme.com:443/x"). */
export function withDefaultScheme(input: string): string {
  const text = input.trim();
  return HAS_SCHEME.test(text) ? text : `https://${text}`;
}

/**
 * The URL a visitor typed, as a parsed http(s) URL (https:// added when no scheme is given); null for other
 * schemes (ftp:, javascript:), credentials, single-label hosts ("localhost") and unparseable text.
 */
export function parseWebsiteUrl(input: string): URL | null {
  if (!input.trim() || input.length > MAX_WEBSITE_CHARS) return null;
  let url: URL;
  try {
    url = new URL(withDefaultScheme(input));
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname.replace(/\.$/, "");
  if (!host.startsWith("[") && !host.includes(".")) return null;
  return url;
}

function stripWww(hostname: string): string {
  const host = hostname.replace(/\.$/, "");
  return host.startsWith("www.") && host.slice(4).includes(".") ? host.slice(4) : host;
}

/**
 * The canonical stored form of a brand website, also its duplicate-detection key:
 * scheme https (http and https are one site), host lowercased and punycoded (WHATWG), trailing dot and one leading
 * "www." removed, ports 80 and 443 dropped (others kept), path kept as given (case-sensitive, dot segments resolved)
 * without trailing slashes, query and fragment dropped (tracking parameters, not identity).
 * "HTTP://WWW.Acme.COM:443/Shop/?utm_source=x#top" → "https://acme.com/Shop"; invalid input → null.
 */
export function normaliseWebsite(input: string): string | null {
  const url = parseWebsiteUrl(input);
  if (!url) return null;
  const port = url.port === "" || url.port === "80" || url.port === "443" ? "" : `:${url.port}`;
  const path = url.pathname.replace(/\/+$/, "");
  return `https://${stripWww(url.hostname)}${port}${path}`;
}

/** The site's host name for display ("www.Acme.com" → "acme.com", punycode shown as Unicode); null when invalid. */
export function hostnameWithoutWww(input: string): string | null {
  const url = parseWebsiteUrl(input);
  if (!url) return null;
  const host = stripWww(url.hostname);
  return host.startsWith("[") ? host : domainToUnicode(host) || host;
}
