import "server-only";
import { domainToUnicode } from "node:url";
import { parseWebsiteUrl, withDefaultScheme } from "@/lib/brands/website-url";

export { parseWebsiteUrl, withDefaultScheme };

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
