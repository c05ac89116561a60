import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import type { HealthSearchResponse } from "@/lib/assistant/types";
import { db } from "@/server/db/client";

/** Recommendations that do not resolve to a published listing with the same name at that URL. */
export async function ungroundedRecommendations(response: HealthSearchResponse): Promise<string[]> {
  const items = Object.values(response.recommendations).flat();
  if (!items.length) return [];
  const rows = await db.listing.findMany({
    where: { status: "published", name: { in: items.map((i) => i.name) } },
    select: { kind: true, slug: true, name: true },
  });
  const published = new Set(
    rows.map((row) => `${listingPath({ kind: row.kind as ListingKind, slug: row.slug })}|${row.name}`),
  );
  return items.filter((item) => !published.has(`${item.url}|${item.name}`)).map((item) => `${item.name} ${item.url}`);
}
