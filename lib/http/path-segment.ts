import { isCleanText } from "@/lib/validation/text";

/**
 * A URL path segment decoded, or null when it cannot name anything: broken percent-encoding or UTF-8, control
 * characters (NUL never reaches PostgreSQL), empty, or longer than `maxLength` after decoding.
 */
export function decodePathSegment(raw: string, maxLength: number): string | null {
  if (raw.length > maxLength * 12) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!value || value.length > maxLength || !isCleanText(value)) return null;
  return value;
}

/**
 * A path whose percent-encoding does not decode (a stray `%`, broken UTF-8) fails inside Next's router before any
 * code of ours runs. This returns the same path with every `%` of each broken segment escaped as `%25`, so the
 * segment is plain text that names nothing; null when the path is fine as it is.
 */
export function repairPercentEncoding(pathname: string): string | null {
  let broken = false;
  const segments = pathname.split("/").map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      broken = true;
      return segment.replaceAll("%", "%25");
    }
  });
  return broken ? segments.join("/") : null;
}
