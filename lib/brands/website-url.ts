// Client-safe: the Add Brand form and the server judge a typed website by the same rules.

export const MAX_WEBSITE_CHARS = 2_048;
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

/** True when the text is a website the directory accepts. */
export function isWebsiteUrl(input: string): boolean {
  return parseWebsiteUrl(input) !== null;
}
