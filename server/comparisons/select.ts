import type { FactKey, FactValues } from "@/lib/listings/facts";
import type { Prisma } from "@/server/db/generated/client";
import { factSelect, typedFacts } from "@/server/listings/facts";

/** What a comparison shows of each listing: its card, its facts and who verified them. */
export const compareSelect = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  logoUrl: true,
  website: true,
  city: true,
  country: true,
  location: true,
  region: true,
  rating: true,
  reviewCount: true,
  verified: true,
  placement: true,
  updatedAt: true,
  lastVerifiedAt: true,
  verifiedBy: true,
  ...factSelect,
} satisfies Prisma.ListingSelect;

type CompareRow = Prisma.ListingGetPayload<{ select: typeof compareSelect }>;
export type CompareListing = Omit<CompareRow, FactKey> & FactValues;

export function toCompareListing(row: CompareRow): CompareListing {
  return { ...row, ...typedFacts(row) };
}
