import { randomUUID } from "node:crypto";
import { brandSlug, type ListingKind } from "@/lib/directory/kinds";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";

type FixtureInput = Partial<Prisma.ListingCreateManyInput> & { name: string; kind: ListingKind };

/** Inserts published listings (unless told otherwise) with a unique slug suffix; returns them for cleanup. */
export async function createListings(inputs: FixtureInput[]) {
  const suffix = randomUUID().slice(0, 8);
  const rows = inputs.map((input) => ({
    status: "published" as const,
    publishedAt: new Date(),
    slug: `${brandSlug(input.name)}-${suffix}`,
    ...input,
  }));
  await db.listing.createMany({ data: rows });
  const slugs = rows.map((r) => r.slug);
  const created = await db.listing.findMany({ where: { slug: { in: slugs } } });
  // In the order given: a query without ORDER BY returns rows in whatever order the database finds them.
  return created.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
}

export async function deleteListings(listings: { id: string }[]) {
  await db.listing.deleteMany({ where: { id: { in: listings.map((l) => l.id) } } });
}
