// zod/mini: the route validates with this schema, and it stays small enough for the browser if a form ever loads it.
import * as z from "zod/mini";
import { QUERY_MAX_LENGTH } from "./limits";
import { ASSISTANT_LOCALES, ASSISTANT_PHASES } from "./types";

/** C0 controls (NUL included), DEL and C1 controls. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** A UTF-16 surrogate without its pair: not valid Unicode, and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const QUERY_MESSAGES = {
  type: "query must be text",
  empty: "Please enter a health question",
  tooLong: `query must be at most ${QUERY_MAX_LENGTH} characters`,
  control: "query must not contain control characters",
} as const;
export const PHASE_MESSAGE = `phase must be one of ${ASSISTANT_PHASES.join(", ")}`;
export const LOCALE_MESSAGE = `locale must be one of ${ASSISTANT_LOCALES.join(", ")}`;

/**
 * POST /api/health-search body: {query, phase, locale?}. Phase defaults to the first one; locale is the page's
 * language, used when the question's own language is unclear.
 */
export const healthSearchRequestSchema = z.object({
  query: z.string({ error: QUERY_MESSAGES.type }).check(
    z.trim(),
    z.minLength(1, QUERY_MESSAGES.empty),
    z.maxLength(QUERY_MAX_LENGTH, QUERY_MESSAGES.tooLong),
    z.refine((value) => !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value), QUERY_MESSAGES.control),
  ),
  phase: z._default(z.enum(ASSISTANT_PHASES, { error: PHASE_MESSAGE }), "summary"),
  locale: z.optional(z.enum(ASSISTANT_LOCALES, { error: LOCALE_MESSAGE })),
});
