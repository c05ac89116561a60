import "server-only";
import { Prisma } from "@/server/db/generated/client";
import { db } from "@/server/db/client";
import { ASSISTANT_ACTION, listingVisits, rollupDeltas, type RollupEvent } from "./rollup";
import { applyRollups } from "./rollup-store";
import { dailySalts } from "./salt";
import { ASSISTANT_RECOMMENDATIONS_ACTION, FAVORITE_ADDED_ACTION, type TrackEvent } from "./schema";
import { visitorHash } from "./visitor-hash";

/** What the route knows about the request. The IP and user agent are only hashed, never stored. */
export type RequestFacts = { ip: string; userAgent: string | null; country: string | null; bot: boolean; now?: Date };

/** Only the origin of a referrer: its path and query may carry another site's search terms or ids. */
function referrerOrigin(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const { origin } = new URL(referrer);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

const MAX_TOPICS = 5;

/** An event to store: what the schema parsed, or one the server records itself. */
export type StoredEvent = RollupEvent &
  Partial<Omit<TrackEvent, "type" | "action" | "category" | "label" | "path" | "listings">>;

async function store(events: readonly StoredEvent[], facts: RequestFacts): Promise<void> {
  const at = facts.now ?? new Date();
  const { day, salt } = await dailySalts.saltFor(at.getTime());
  const hash = visitorHash(salt, facts.ip, facts.userAgent);
  const rows = events.map((event) => ({
    type: event.type,
    action: event.action,
    category: event.category ?? null,
    label: event.label ?? null,
    value: event.value ?? null,
    params: event.params && Object.keys(event.params).length ? (event.params as Prisma.InputJsonObject) : Prisma.DbNull,
    path: event.path ?? null,
    listings: event.listings ? [...event.listings] : [],
    title: event.title ?? null,
    referrer: referrerOrigin(event.referrer),
    viewport: event.viewport ?? null,
    sessionId: event.sessionId ?? null,
    country: facts.country,
    isBot: facts.bot,
    visitorHash: hash,
    createdAt: at,
  }));
  const insert = db.analyticsEvent.createMany({ data: rows });
  // Bots are kept, flagged, for inspection; the counters the owner reads leave them out.
  if (facts.bot) await insert;
  else await db.$transaction([insert, applyRollups(day, rollupDeltas(events), hash, listingVisits(events))]);
}

/** Stores a batch from the client tracker and adds it to the day's counters, in one transaction. */
export async function recordEvents(events: readonly StoredEvent[], facts: RequestFacts): Promise<void> {
  if (events.length) await store(events, facts);
}

/**
 * One assistant question, by the topics it matched (or its answer kind, e.g. '(general)', when none): never the
 * question's text.
 */
export async function recordAssistantQuestion(
  topicIds: readonly string[],
  kind: string,
  facts: RequestFacts,
): Promise<void> {
  const category = topicIds.length ? topicIds.slice(0, MAX_TOPICS).join(",") : `(${kind})`;
  await store([{ type: "event", action: ASSISTANT_ACTION, category, path: "/api/health-search" }], facts);
}

/** The listings ('kind/slug') the assistant recommended in one answer: each counts an appearance for its owner. */
export async function recordAssistantRecommendations(listings: readonly string[], facts: RequestFacts): Promise<void> {
  if (listings.length)
    await store(
      [{ type: "event", action: ASSISTANT_RECOMMENDATIONS_ACTION, listings, path: "/api/health-search" }],
      facts,
    );
}

/** A member saved a listing: counted for its owner, without anyone's identity. */
export async function recordFavoriteAdded(listing: string, facts: RequestFacts): Promise<void> {
  await store([{ type: "event", action: FAVORITE_ADDED_ACTION, listings: [listing], path: "/api/favorites" }], facts);
}
