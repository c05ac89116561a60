// zod/mini: the admin's owner and report actions (forms and route handlers).
import * as z from "zod/mini";
import { ADMIN_ACTION_ERRORS as M } from "./owner-errors";
import { adminNoteSchema } from "./text";

const ref = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(2_048));

/** POST /api/admin/owners: a listing (id, slug or its address) and the member's email. */
export const grantOwnerSchema = z.object({
  listing: ref(M.listingRequired),
  email: z
    .string({ error: M.emailRequired })
    .check(z.trim(), z.toLowerCase(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.emailInvalid), z.maxLength(254)),
});

/**
 * POST /api/admin/claims/{id}, /api/admin/change-requests/{id}: approve or reject, with a note. A held text may be
 * approved with the admin's edit: `values` replaces the held fields' text (the listing editor's rules check it).
 */
export const decisionSchema = z.object({
  decision: z.enum(["approve", "reject"], { error: "decision is approve or reject" }),
  note: adminNoteSchema,
  values: z.optional(z.record(z.string().check(z.maxLength(64)), z.unknown())),
});
export type Decision = z.output<typeof decisionSchema>;

export const REPORT_ACTIONS = ["edited", "unpublished", "merged", "dismissed"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/**
 * POST /api/admin/reports/{id}: resolve it (after editing the listing, by unpublishing it, or by merging it into
 * another listing, named by id, slug or address) or dismiss it, with a note.
 */
export const reportActionSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: "action is edited, unpublished, merged or dismissed" }),
    mergeInto: z.optional(ref(M.mergeIntoRequired)),
    note: adminNoteSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.action === "merged" && !value.mergeInto)
        ctx.issues.push({
          code: "custom",
          message: M.mergeIntoMissing,
          path: ["mergeInto"],
          input: value.mergeInto,
        });
    }),
  );
export type ReportActionInput = z.output<typeof reportActionSchema>;
