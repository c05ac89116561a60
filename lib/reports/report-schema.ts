// zod/mini: the "Report a problem" form validates with this (loaded when it opens) and POST
// /api/listings/{id}/reports with the same.
import * as z from "zod/mini";
import { CAPTCHA_TOKEN_MAX_LENGTH } from "@/lib/brands/submission";
import { localeSchema } from "@/lib/i18n/locale-schema";
import { writtenText } from "@/lib/owners/text";

export const REPORT_REASONS = ["closed", "wrong_info", "duplicate", "misleading_claims", "other"] as const;
export type ReportReasonValue = (typeof REPORT_REASONS)[number];

/** What a visitor can name as wrong. */
export const REPORT_FIELDS = [
  "Name",
  "Address or location",
  "Phone",
  "Email",
  "Website",
  "Opening hours",
  "Prices",
  "Services or products",
  "Description",
  "Photos or logo",
  "Something else",
] as const;

/** The fields are stored in English; each has this key in the catalogues (the form's and the owner emails'). */
export const REPORT_FIELD_KEYS = {
  Name: "name",
  "Address or location": "address",
  Phone: "phone",
  Email: "email",
  Website: "website",
  "Opening hours": "hours",
  Prices: "prices",
  "Services or products": "services",
  Description: "description",
  "Photos or logo": "photos",
  "Something else": "other",
} as const satisfies Record<(typeof REPORT_FIELDS)[number], string>;

export const REPORT_MESSAGE_MAX_LENGTH = 1_000;
/** The report's errors, by their keys in the `report` catalogue (`messages`). */
export const REPORT_ERRORS = {
  reason: "report.messages.reason",
  field: "report.messages.field",
  duplicate: "report.messages.duplicate",
  message: "report.messages.message",
  email: "report.messages.email",
  captcha: "report.messages.captcha",
  short: "report.messages.short",
} as const;
const M = REPORT_ERRORS;

export const reportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: M.reason }),
    field: z.optional(z.enum(REPORT_FIELDS, { error: M.field })),
    duplicateOf: z.optional(writtenText(300, M.short)),
    message: z.optional(writtenText(REPORT_MESSAGE_MAX_LENGTH, M.message)),
    email: z.optional(
      z.string({ error: M.email }).check(
        z.trim(),
        z.maxLength(254, M.email),
        z.refine((text) => text === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text), M.email),
      ),
    ),
    /** The language of the page the report is made on: the follow-up email's. */
    locale: z.optional(localeSchema),
    /** Anonymous visitors answer the captcha; a signed-in member does not. */
    captchaToken: z.optional(z.string({ error: M.captcha }).check(z.maxLength(CAPTCHA_TOKEN_MAX_LENGTH, M.captcha))),
    captchaAnswer: z.optional(z.string({ error: M.captcha }).check(z.trim(), z.maxLength(3, M.captcha))),
  })
  .check(
    z.superRefine((report, ctx) => {
      if (report.reason === "wrong_info" && !report.field)
        ctx.issues.push({ code: "custom", message: M.field, path: ["field"], input: report.field });
      if (report.reason === "duplicate" && !report.duplicateOf)
        ctx.issues.push({ code: "custom", message: M.duplicate, path: ["duplicateOf"], input: report.duplicateOf });
    }),
  );

export type ReportInput = z.output<typeof reportInputSchema>;
export type ReportFormValues = z.input<typeof reportInputSchema>;

/** The field named or the duplicate given: part of what makes two reports the same one. */
export function reportDetail(report: Pick<ReportInput, "reason" | "field" | "duplicateOf">): string {
  if (report.reason === "wrong_info") return report.field ?? "";
  if (report.reason === "duplicate")
    return (report.duplicateOf ?? "").trim().toLowerCase().replace(/\s+/g, " ").slice(0, 300);
  return "";
}
