import "server-only";
import { listingPath } from "@/lib/directory/kinds";
import type { HealthSearchResponse } from "@/lib/assistant/types";
import { db } from "@/server/db/client";

/**
 * The listings ('kind/slug') an answer recommends. Its items carry only their page's path, and the brand screen's
 * path names no kind, so the published listings with those slugs are looked up and matched by path.
 */
export async function recommendedListingKeys(answer: HealthSearchResponse): Promise<string[]> {
  const paths = new Set(Object.values(answer.recommendations).flatMap((items) => items.map((item) => item.url)));
  const slugs = [...paths].flatMap((path) => {
    const slug = /^\/[a-z]+\/([^/?#]+)$/.exec(path)?.[1];
    return slug ? [decodeURIComponent(slug)] : [];
  });
  if (!slugs.length) return [];
  const rows = await db.listing.findMany({
    where: { slug: { in: slugs }, status: "published" },
    select: { kind: true, slug: true },
  });
  return rows.filter((row) => paths.has(listingPath(row))).map((row) => `${row.kind}/${row.slug}`);
}
