// zod/mini: the owner's invitation form validates with this and POST /api/owner/listings/{id}/invitations with the same.
import * as z from "zod/mini";
import type { ListingKind } from "@/lib/directory/kinds";
import { localeSchema } from "@/lib/i18n/locale-schema";
import type { ReviewDimension } from "./dimensions";
import { REVIEW_ERRORS } from "./review-schema";

/** How long an invitation may be used, from the moment it is sent. */
export const INVITATION_VALID_DAYS = 60;
const EMAIL_MAX = 254;

export const invitationInputSchema = z.object({
  email: z.pipe(
    z
      .string({ error: REVIEW_ERRORS.invitationEmail })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, REVIEW_ERRORS.invitationEmail),
        z.maxLength(EMAIL_MAX, REVIEW_ERRORS.invitationEmail),
      ),
    z.email({ error: REVIEW_ERRORS.invitationEmail }),
  ),
  /** The language the fixed invitation text is sent in. */
  locale: localeSchema,
});

export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** POST /api/owner/listings/{id}/invitations answers this: the address is not echoed back, nor kept. */
export type InvitationSent = { id: string; expiresAt: string };

/** GET /api/reviews/invitations/{token}: what the signed-in client may review through the link. */
export type InvitationView = {
  listing: { id: string; name: string; kind: ListingKind; path: string };
  expiresAt: string;
  dimensions: readonly ReviewDimension[];
};
