import "server-only";
import { db } from "@/server/db/client";
import { normalizeSearchQuery, type TrackSearchInput } from "./schema";

/** Records one visitor search in SearchQuery with its normalized form (spec 1 §7: non-empty searches are tracked). */
export async function trackSearch(input: TrackSearchInput, actor: { userId?: string; visitorId?: string } = {}): Promise<void> {
  const normalized = normalizeSearchQuery(input.query);
  if (!normalized) return;
  await db.searchQuery.create({
    data: {
      query: input.query,
      normalized,
      category: input.category || null,
      source: input.source,
      resultsCount: input.resultsCount ?? null,
      userId: actor.userId ?? null,
      visitorId: actor.visitorId ?? null,
    },
  });
}
