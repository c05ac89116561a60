import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { candidateSlugs, comparePath, decodeCompareSegment, resolveComparison } from "@/lib/compare/compare-path";
import { isComparableKind } from "@/lib/compare/comparable-kinds";
import type { ListingKind } from "@/lib/directory/kinds";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { indexableComparisons } from "./indexable";
import { findComparable } from "./queries";
import type { CompareListing } from "./select";

export type ComparisonData = { kind: ListingKind; path: string; listings: CompareListing[]; indexable: boolean };

type Resolution =
  { type: "found"; data: ComparisonData } | { type: "redirect"; location: string } | { type: "missing" };

async function resolve(rawKind: string, rawSlugs: string): Promise<Resolution> {
  const segment = decodeCompareSegment(rawSlugs);
  if (!isComparableKind(rawKind) || !segment) return { type: "missing" };
  const resolution = resolveComparison(rawKind, segment, await findComparable(rawKind, candidateSlugs(segment)));
  if (resolution.type !== "found") return resolution;
  const path = comparePath(
    rawKind,
    resolution.listings.map((listing) => listing.slug),
  );
  const indexable = (await indexableComparisons()).some((comparison) => comparison.path === path);
  return { type: "found", data: { kind: rawKind, path, listings: resolution.listings, indexable } };
}

/** The comparison a URL shows, or null (unknown slug, another kind, too many, the same listing twice). */
export async function findComparison(rawKind: string, rawSlugs: string): Promise<ComparisonData | null> {
  const resolution = await resolve(rawKind, rawSlugs);
  return resolution.type === "found" ? resolution.data : null;
}

/**
 * What a comparison page renders; its 404 when it names no comparison; a permanent redirect to the canonical
 * (alphabetical) address for any other order of the same listings.
 */
export async function loadComparison(rawKind: string, rawSlugs: string, locale: Locale): Promise<ComparisonData> {
  const resolution = await resolve(rawKind, rawSlugs);
  if (resolution.type === "redirect") permanentRedirect(localePath(locale, resolution.location));
  if (resolution.type !== "found") notFound();
  return resolution.data;
}
