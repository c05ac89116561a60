/**
 * The public read API's keys: `ldk_` and 32 random bytes in base64url. A request names its key in
 * `Authorization: Bearer <key>` or `X-API-Key: <key>`; only the key's SHA-256 is stored.
 */
export const API_KEY_PREFIX = "ldk_";
export const API_KEY_PATTERN = /^ldk_[A-Za-z0-9_-]{43}$/;
/** How many characters of a key its lists show (the prefix and a few more), enough to tell keys apart. */
export const API_KEY_SHOWN_LENGTH = 10;
export const API_KEY_NAME_MAX = 60;
/** Live keys per holder: enough for a few apps and a rotation, not a key per request. */
export const API_KEYS_PER_HOLDER = 10;

/** The key a request names, or null when it names none (a header with no key in it still counts as naming one). */
export function requestApiKey(headers: Headers): string | null {
  const header = headers.get("x-api-key");
  if (header !== null) return header.trim();
  const authorization = headers.get("authorization");
  if (authorization === null) return null;
  const match = /^Bearer\s+(.*)$/i.exec(authorization.trim());
  return match ? (match[1] ?? "").trim() : authorization.trim();
}
