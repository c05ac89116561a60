// The comparison URL: /compare/{kind}/{slugA}-vs-{slugB}[-vs-…], slugs in alphabetical order so one set of listings
// has one address. Pure: the page, the compare bar, the sitemap and the admin's picks all build and read it here.
import type { ListingKind } from "@/lib/directory/kinds";

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
const SEPARATOR = "-vs-";
/** Longer than four slugs of the longest allowed length could be: refused before any lookup. */
const MAX_SEGMENT_LENGTH = 4 * 120 + 3 * SEPARATOR.length;
/** The one segment the build prerenders; it can never name listings (slugs have no underscores). */
export const MISSING_COMPARISON = "__missing__";

function canonicalSlugs(slugs: readonly string[]): string[] {
  return [...slugs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function comparePath(kind: ListingKind, slugs: readonly string[]): string {
  return `/compare/${kind}/${canonicalSlugs(slugs).map(encodeURIComponent).join(SEPARATOR)}`;
}

/** The route segment as text, or null when it cannot name a comparison (bad encoding, too long, empty parts). */
export function decodeCompareSegment(raw: string): string | null {
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!segment || segment.length > MAX_SEGMENT_LENGTH || /[\s/\u0000-\u001f]/.test(segment)) return null;
  return segment;
}

/**
 * Every way to read the segment as 2–4 slugs: a slug may itself contain "-vs-" ("man-vs-machine"), so the parts
 * between separators are joined in every combination. At most 2^(parts-1) readings; the parts are capped.
 */
export function compareReadings(segment: string): string[][] {
  const parts = segment.split(SEPARATOR);
  if (parts.length < COMPARE_MIN || parts.length > 8 || parts.some((part) => !part)) return [];
  const readings: string[][] = [];
  for (let mask = 0; mask < 1 << (parts.length - 1); mask++) {
    const slugs = [parts[0]!];
    for (let i = 1; i < parts.length; i++) {
      if (mask & (1 << (i - 1))) slugs[slugs.length - 1] += `${SEPARATOR}${parts[i]}`;
      else slugs.push(parts[i]!);
    }
    if (slugs.length >= COMPARE_MIN && slugs.length <= COMPARE_MAX) readings.push(slugs);
  }
  return readings;
}

/** Every slug any reading names: what one lookup has to find. */
export function candidateSlugs(segment: string): string[] {
  return [...new Set(compareReadings(segment).flat())];
}

export type CompareResolution<T> =
  { type: "found"; listings: T[] } | { type: "redirect"; location: string; listings: T[] } | { type: "missing" };

/**
 * Which listings the segment names, given the published listings of the kind among its candidate slugs: the first
 * reading whose slugs all exist and differ. Another order of the same listings redirects to the canonical address.
 */
export function resolveComparison<T extends { slug: string }>(
  kind: ListingKind,
  segment: string,
  found: readonly T[],
): CompareResolution<T> {
  const bySlug = new Map(found.map((listing) => [listing.slug, listing]));
  for (const slugs of compareReadings(segment)) {
    if (new Set(slugs).size !== slugs.length || !slugs.every((slug) => bySlug.has(slug))) continue;
    const canonical = canonicalSlugs(slugs);
    const listings = canonical.map((slug) => bySlug.get(slug)!);
    if (canonical.join(SEPARATOR) !== segment)
      return { type: "redirect", location: comparePath(kind, canonical), listings };
    return { type: "found", listings };
  }
  return { type: "missing" };
}

/** The kind and slugs of a comparison URL or path (an admin's pick pasted from the browser), or null. */
export function parseComparePath(input: string): { kind: string; segment: string } | null {
  let path = input.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return null;
  }
  const match = /^\/compare\/([a-z]+)\/([^/?#]+)\/?$/.exec(path);
  if (!match) return null;
  const segment = decodeCompareSegment(match[2]!);
  return segment ? { kind: match[1]!, segment } : null;
}
