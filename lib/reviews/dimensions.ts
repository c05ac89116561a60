import type { ListingKind } from "@/lib/directory/kinds";

/**
 * The optional 1-5 ratings a review may give besides its overall one, per listing kind. Each dimension's label is
 * `reviews-form.dimensions.{key}` (a key shared by kinds reads the same, e.g. "value"). Kinds not listed take none.
 */
export const REVIEW_DIMENSIONS = {
  clinic: ["care", "communication", "value", "facilities"],
  lab: ["ease", "turnaround", "clarity"],
  wearable: ["accuracy", "comfort", "app", "battery"],
  supplement: ["quality", "value", "effect"],
} as const satisfies Partial<Record<ListingKind, readonly string[]>>;

type DimensionKinds = keyof typeof REVIEW_DIMENSIONS;
export type ReviewDimension = (typeof REVIEW_DIMENSIONS)[DimensionKinds][number];

/** Every dimension key of every kind, once: the review schema accepts these and the server checks the kind's. */
export const ALL_REVIEW_DIMENSIONS: readonly ReviewDimension[] = [...new Set(Object.values(REVIEW_DIMENSIONS).flat())];

export type ReviewDimensions = Partial<Record<ReviewDimension, number>>;

/** The dimensions a listing of this kind is rated on (none for kinds without any). */
export function dimensionsOf(kind: ListingKind): readonly ReviewDimension[] {
  return (REVIEW_DIMENSIONS as Partial<Record<ListingKind, readonly ReviewDimension[]>>)[kind] ?? [];
}

/** A stored dimensions value read back: known keys with whole stars 1-5 only; undefined when none is rated. */
export function readDimensions(value: unknown): ReviewDimensions | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    ([key, stars]) =>
      (ALL_REVIEW_DIMENSIONS as readonly string[]).includes(key) &&
      Number.isInteger(stars) &&
      (stars as number) >= 1 &&
      (stars as number) <= 5,
  );
  return entries.length ? (Object.fromEntries(entries) as ReviewDimensions) : undefined;
}
