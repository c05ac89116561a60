import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { AdminBrand } from "@/lib/brands/moderation-types";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import { adminBrandSelect, toAdminBrand } from "./admin-select";

/**
 * One answer carries whole rows, so each list is capped (the synthetic scale data holds thousands of brands); the
 * submissions awaiting review are read on their own so the cap never hides one behind published brands.
 */
const BRAND_LIST_LIMIT = 1_000;

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ListingOrderByWithRelationInput[];

/** Published brands, newest first: what GET /api/data/brands shows anyone who is not the admin. */
export async function listPublishedBrands(): Promise<AdminBrand[]> {
  "use cache";
  cacheTag(CACHE_TAGS.listings);
  cacheLife("hours");

  const rows = await db.listing.findMany({
    where: { kind: "brand", status: "published" },
    orderBy: NEWEST_FIRST,
    take: BRAND_LIST_LIMIT,
    select: adminBrandSelect,
  });
  return rows.map(toAdminBrand);
}

/** Every brand, for the admin's review board: pending submissions first, then verified brands, then the rest. Never cached. */
export async function listAllBrands(): Promise<AdminBrand[]> {
  const [pending, others] = await Promise.all([
    db.listing.findMany({
      where: { kind: "brand", status: "pending" },
      orderBy: NEWEST_FIRST,
      take: BRAND_LIST_LIMIT,
      select: adminBrandSelect,
    }),
    db.listing.findMany({
      where: { kind: "brand", status: { not: "pending" } },
      orderBy: [{ verified: "desc" }, ...NEWEST_FIRST],
      take: BRAND_LIST_LIMIT,
      select: adminBrandSelect,
    }),
  ]);
  return [...pending, ...others].map(toAdminBrand);
}
