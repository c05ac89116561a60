// Which kinds visitors can set side by side on /compare/{kind}/…. Its own small module rather than a registry flag:
// the comparison's client code (the store behind every toggle and the bar) checks a kind without bundling the whole
// kind registry into every page.
import type { ListingKind } from "@/lib/directory/kinds";

/** Kinds visitors can compare, in registry order. */
const COMPARABLE_KINDS: readonly ListingKind[] = ["clinic", "lab", "practitioner", "wearable", "supplement", "food"];

export function isComparableKind(value: unknown): value is ListingKind {
  return typeof value === "string" && (COMPARABLE_KINDS as readonly string[]).includes(value);
}
