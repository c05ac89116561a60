// zod/mini: the owner's reply form validates with this, and PUT /api/owner/reviews/{id}/reply with the same.
import * as z from "zod/mini";
import { writtenText } from "@/lib/owners/text";
import { OWNER_ERRORS as M } from "@/lib/owners/owner-errors";
import type { PublicReview } from "@/lib/reviews/review-schema";

export const REPLY_MAX_LENGTH = 2_000;

export const replyInputSchema = z.object({
  body: writtenText(REPLY_MAX_LENGTH, M.replyTooLong).check(z.minLength(1, M.replyEmpty)),
});
export type ReplyInput = z.output<typeof replyInputSchema>;

/** An owner's reply as the owner dashboard shows it. */
export type OwnerReply = {
  id: string;
  body: string;
  status: "published" | "hidden";
  createdAt: string;
  updatedAt: string;
};

/** A published review of an owned listing, with the owner's reply, as the owner dashboard lists it. */
export type OwnerReview = Omit<PublicReview, "reply"> & { reply: OwnerReply | null };
