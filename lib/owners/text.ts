import * as z from "zod/mini";
import { GENERIC_ERRORS } from "@/lib/http/error-codes";
import { isUnsafeText } from "@/lib/security/unsafe-content";
import { isCleanText } from "@/lib/validation/text";
import { OWNER_ERRORS } from "./owner-errors";

/**
 * Free text a person writes (a claim note, a reply, a report): trimmed, at most `max` characters, no control
 * characters or unsafe markup. The route wrapper refuses those too; checking here lets the form say so first.
 */
export function writtenText(max: number, tooLong: string) {
  return z.string().check(
    z.trim(),
    z.maxLength(max, tooLong),
    z.refine((text) => isCleanText(text, { multiline: true }), GENERIC_ERRORS.malformedText),
    z.refine((text) => !isUnsafeText(text), GENERIC_ERRORS.unsafe),
  );
}

/** A short note from the admin when deciding something (claims, change requests, reports). */
export const adminNoteSchema = z.optional(writtenText(1_000, OWNER_ERRORS.noteTooLong));
