// A supplement's or a food's text that makes a disease claim is not published but held for the admin: the write is
// accepted, the rest of it applies, and the writer is told each phrase under a code (clients translate it).
import { LISTING_ERRORS } from "./editor-errors";

/** Who wrote a held text. */
export const HOLD_SOURCES = ["owner", "submission", "import", "admin"] as const;
export type HoldSource = (typeof HOLD_SOURCES)[number];

/** One held phrase as its writer is told of it: the field, the words, and why (LISTING_ERRORS.healthClaim). */
type HeldPhrase = { field: string; phrase: string; code: (typeof LISTING_ERRORS)["healthClaim"] };

/** A held text: the change request waiting for the admin, each phrase by field, and the held values by field. */
export type HeldClaims = { id: string; claims: HeldPhrase[]; after: Record<string, unknown> };

/** A held request's stored claims as its writer is told of them (each phrase, coded). */
export function heldPhrasesOf(json: unknown): HeldClaims["claims"] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item: unknown) => {
    const { field, phrase } = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
    return typeof field === "string" && typeof phrase === "string"
      ? [{ field, phrase, code: LISTING_ERRORS.healthClaim }]
      : [];
  });
}
