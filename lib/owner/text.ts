import * as z from "zod/mini";
import { UNSAFE_CONTENT_MESSAGE, isUnsafeText } from "@/lib/security/unsafe-content";
import { isCleanText } from "@/lib/validation/text";

const MALFORMED_TEXT_MESSAGE = "Text contains characters that cannot be saved. Please remove them.";

/**
 * Free text a person writes (a claim note, a reply, a report): trimmed, at most `max` characters, no control
 * characters or unsafe markup. The route wrapper refuses those too; checking here lets the form say so first.
 */
export function writtenText(max: number, tooLong: string) {
  return z.string().check(
    z.trim(),
    z.maxLength(max, tooLong),
    z.refine((text) => isCleanText(text, { multiline: true }), MALFORMED_TEXT_MESSAGE),
    z.refine((text) => !isUnsafeText(text), UNSAFE_CONTENT_MESSAGE),
  );
}

/** A short note from the admin when deciding something (claims, change requests, reports). */
export const adminNoteSchema = z.optional(writtenText(1_000, "The note must be at most 1,000 characters"));
