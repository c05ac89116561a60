import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);

/** One tracked page view or event, as lib/analytics/track.ts sends it. */
export const trackEventSchema = z.object({
  type: z.enum(["pageview", "event"]),
  action: text(100).min(1, "action is required"),
  category: text(100).optional(),
  label: text(300).optional(),
  path: text(500).regex(/^\//, "path must start with /"),
  visitorId: text(100).min(1),
  sessionId: text(100).min(1),
});

export type TrackEvent = z.infer<typeof trackEventSchema>;


const BOT_PATTERN = /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|monitor|curl|wget|python-requests|axios|node-fetch/i;

export function isBot(userAgent: string | null): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}
