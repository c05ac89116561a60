// zod/mini: the Add Brand form validates with this (loaded on first submit) and POST /api/data/brands with the same.
import * as z from "zod/mini";
import { BRAND_CATEGORIES } from "@/lib/directory/filters";
import { isCleanText } from "@/lib/validation/text";
import { BRAND_DESCRIPTION_MAX_LENGTH, BRAND_SUBMISSION_ERRORS, CAPTCHA_TOKEN_MAX_LENGTH } from "./submission";
import { isWebsiteUrl, MAX_WEBSITE_CHARS } from "./website-url";

export * from "./submission";

const BRAND_CATEGORY_VALUES = BRAND_CATEGORIES.map((option) => option.value) as [string, ...string[]];
const M = BRAND_SUBMISSION_ERRORS;

const website = z.string({ error: M.websiteRequired }).check(
  z.trim(),
  // Aborting: an empty field says "required", not also "invalid".
  z.minLength(1, { error: M.websiteRequired, abort: true }),
  z.maxLength(MAX_WEBSITE_CHARS, { error: M.websiteInvalid, abort: true }),
  z.refine((text) => isCleanText(text) && isWebsiteUrl(text), M.websiteInvalid),
);

/** GET /api/enrich-brand?url=: the website as the form has it. */
export const enrichmentQuerySchema = z.object({ url: website });

export const brandSubmissionSchema = z.object({
  website,
  category: z.enum(BRAND_CATEGORY_VALUES, { error: M.categoryRequired }),
  description: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(BRAND_DESCRIPTION_MAX_LENGTH, M.description),
      z.refine((text) => isCleanText(text, { multiline: true }), M.malformedText),
    ),
  ),
  captchaToken: z
    .string({ error: M.captcha })
    .check(z.minLength(1, M.captcha), z.maxLength(CAPTCHA_TOKEN_MAX_LENGTH, M.captcha)),
  captchaAnswer: z.string({ error: M.captcha }).check(z.trim(), z.regex(/^\d{1,3}$/, M.captcha)),
});

export type BrandSubmissionInput = z.input<typeof brandSubmissionSchema>;
export type BrandSubmission = z.output<typeof brandSubmissionSchema>;
