import "server-only";
import { db } from "@/server/db/client";
import { searchDeltas, applyRollups, utcDay } from "@/server/analytics";
import { normalizeSearchQuery, type TrackSearchInput } from "@/lib/search/track-search-schema";

type SearchFacts = { userId?: string; visitorId?: string; bot?: boolean; now?: Date };

/**
 * Records one visitor search in SearchQuery with its normalized form (non-empty searches are tracked)
 * and, unless a bot made it, adds it to the day's search counters in the same transaction.
 */
export async function trackSearch(input: TrackSearchInput, facts: SearchFacts = {}): Promise<void> {
  const normalized = normalizeSearchQuery(input.query);
  if (!normalized) return;
  const at = facts.now ?? new Date();
  const bot = facts.bot ?? false;
  const insert = db.searchQuery.create({
    data: {
      query: input.query,
      normalized,
      category: input.category || null,
      source: input.source,
      resultsCount: input.resultsCount ?? null,
      userId: facts.userId ?? null,
      visitorId: facts.visitorId ?? null,
      isBot: bot,
      createdAt: at,
    },
  });
  if (bot) await insert;
  else await db.$transaction([insert, applyRollups(utcDay(at.getTime()), searchDeltas(normalized), null)]);
}
