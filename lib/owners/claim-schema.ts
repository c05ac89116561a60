// zod/mini: the claim page's forms validate with these, and the claim routes with the same.
import * as z from "zod/mini";
import { writtenText } from "./text";
import { errorKey } from "@/lib/http/error-key";
import { OWNER_ERRORS as M } from "./owner-errors";

/** How a member can prove a listing is theirs (an admin grant is the fifth way, not the member's to choose). */
const CLAIM_METHODS = ["email", "file", "meta", "manual"] as const;
export type ClaimMethodChoice = (typeof CLAIM_METHODS)[number];

/** An emailed code: valid this long, for at most this many tries. */
export const CLAIM_CODE_TTL_MINUTES = 30;
export const CLAIM_CODE_MAX_ATTEMPTS = 5;
export const CLAIM_CODE_LENGTH = 6;

/** Where the file token goes, and the meta tag's name, on the listing's website. */
export const CLAIM_FILE_PATH = "/.well-known/longevity-directory.txt";
export const CLAIM_META_NAME = "longevity-directory-verification";

const CLAIM_NOTE_MAX_LENGTH = 1_000;
const EMAIL_MESSAGE = M.emailInvalid;

export const claimStartSchema = z.object({
  listingId: z.string({ error: "listingId is required" }).check(z.minLength(1), z.maxLength(100)),
  method: z.enum(CLAIM_METHODS, { error: M.methodRequired }),
  email: z.optional(
    z
      .string({ error: EMAIL_MESSAGE })
      .check(z.trim(), z.maxLength(254, EMAIL_MESSAGE), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_MESSAGE)),
  ),
  note: z.optional(writtenText(CLAIM_NOTE_MAX_LENGTH, M.noteTooLong)),
});
export type ClaimStartInput = z.output<typeof claimStartSchema>;

export const CODE_MESSAGE = errorKey(M.codeFormat, { digits: CLAIM_CODE_LENGTH });
export const claimVerifySchema = z.object({
  code: z.optional(z.string({ error: CODE_MESSAGE }).check(z.trim(), z.regex(/^\d{6}$/, CODE_MESSAGE))),
});
export type ClaimVerifyInput = z.output<typeof claimVerifySchema>;

/** A member's claim as the claim page shows it. The token is shown for the file and meta methods only. */
export type ClaimView = {
  id: string;
  method: ClaimMethodChoice;
  status: "pending" | "verified" | "rejected" | "cancelled";
  email: string | null;
  codeExpiresAt: string | null;
  attemptsLeft: number;
  token: string | null;
  note: string | null;
  adminNote: string | null;
  createdAt: string;
};
