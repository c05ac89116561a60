import "server-only";
import { db } from "@/server/db/client";
import type { TrackEvent } from "./schema";

type RequestFacts = { userAgent: string | null; country: string | null; bot: boolean };

/** Stores one event; bots are kept (flagged) so owner dashboards can filter them rather than lose them. */
export async function recordEvent(event: TrackEvent, facts: RequestFacts): Promise<void> {
  await db.analyticsEvent.create({
    data: {
      type: event.type,
      action: event.action,
      category: event.category,
      label: event.label,
      path: event.path,
      visitorId: event.visitorId,
      sessionId: event.sessionId,
      userAgent: facts.userAgent?.slice(0, 300),
      country: facts.country,
      isBot: facts.bot,
    },
  });
}
