import { z } from "zod";
import {
  LISTING_KEY_PATTERN,
  MAX_BATCH_EVENTS,
  MAX_EVENT_LISTINGS,
  MAX_EVENT_PARAMS,
  MAX_EVENT_VALUE,
  MAX_PARAM_KEY_LENGTH,
  MAX_PARAM_TEXT_LENGTH,
  TRACK_TEXT_LIMITS as MAX,
} from "@/lib/analytics/constants";

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => value || undefined);

const paramValue = z.union([z.string().max(MAX_PARAM_TEXT_LENGTH), z.number().finite(), z.boolean(), z.null()]);

/** Custom parameters: a flat object of at most 20 short keys with short scalar values. */
const params = z
  .record(
    z
      .string()
      .regex(
        new RegExp(`^[A-Za-z0-9_.:-]{1,${MAX_PARAM_KEY_LENGTH}}$`),
        "parameter names are letters, digits and _ . : -",
      ),
    paramValue,
  )
  .refine((value) => Object.keys(value).length <= MAX_EVENT_PARAMS, `at most ${MAX_EVENT_PARAMS} parameters`)
  .optional();

/** Recorded by the server itself (the assistant route); a client sending it is refused, so its counts are real. */
export const ASSISTANT_ACTION = "assistant_question";
/** The listings the assistant recommended, recorded by its route. */
export const ASSISTANT_RECOMMENDATIONS_ACTION = "assistant_recommendations";
/** A member saved a listing, recorded by the favorites route. */
export const FAVORITE_ADDED_ACTION = "favorite_added";
/** Actions only the server records: a client sending one is refused, so their counts are real. */
const SERVER_ACTIONS: readonly string[] = [ASSISTANT_ACTION, ASSISTANT_RECOMMENDATIONS_ACTION, FAVORITE_ADDED_ACTION];

/** One tracked page view or event, as lib/analytics/track.ts sends it. A visitor id, if sent, is not kept. */
const trackEventSchema = z.object({
  type: z.enum(["pageview", "event"]),
  action: text(MAX.action)
    .min(1, "action is required")
    .refine((action) => !SERVER_ACTIONS.includes(action.toLowerCase()), "this action is recorded by the server only"),
  category: optionalText(MAX.category),
  label: optionalText(MAX.label),
  value: z.number().finite().min(-MAX_EVENT_VALUE).max(MAX_EVENT_VALUE).optional(),
  params,
  listings: z
    .array(z.string().regex(LISTING_KEY_PATTERN, "listings are 'kind/slug'"))
    .max(MAX_EVENT_LISTINGS, `at most ${MAX_EVENT_LISTINGS} listings`)
    .optional(),
  path: text(MAX.path).regex(/^\//, "path must start with /"),
  title: optionalText(MAX.title),
  referrer: optionalText(MAX.referrer),
  viewport: text(MAX.viewport)
    .regex(/^\d{1,5}x\d{1,5}$/, "viewport is WIDTHxHEIGHT")
    .optional(),
  sessionId: text(MAX.sessionId).min(1, "sessionId is required"),
});

export type TrackEvent = z.infer<typeof trackEventSchema>;

/** What the client sends on page hide: up to 50 events in one request. */
const trackBatchSchema = z.object({
  events: z
    .array(trackEventSchema)
    .min(1, "events must not be empty")
    .max(MAX_BATCH_EVENTS, `at most ${MAX_BATCH_EVENTS} events per batch`),
});

const isBatch = (body: unknown) =>
  typeof body === "object" && body !== null && !Array.isArray(body) && "events" in body;

/**
 * POST /api/track: a batch `{events}`, or one event on its own (the earlier shape), read as a batch of one — so
 * field messages always name the event (`events.0.path`).
 */
export const trackBodySchema = z
  .preprocess((body) => (isBatch(body) ? body : { events: [body] }), trackBatchSchema)
  .transform((body): TrackEvent[] => body.events);

const BOT_PATTERN =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|monitor|curl|wget|python-requests|axios|node-fetch/i;

export function isBot(userAgent: string | null): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}
