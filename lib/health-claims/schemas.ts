// The health-claims register's contract: a nutrient and an authorised claim as pages, the admin's form and the API
// see them, and the admin's input schemas. The rows live in the ClaimNutrient and HealthClaim tables
// (server/health-claims reads and writes them). A wording is the register's own in that language, read in an official
// copy; a language whose official wording has not been read is pending, and carries no text of ours.
import * as z from "zod/mini";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { publicUrl } from "@/lib/listings/accreditation";
import { HEALTH_CLAIM_ERRORS as E } from "./errors";

/** The units a nutrient reference value and a condition of use are given in. */
export const MASS_UNITS = ["mg", "µg", "g"] as const;
export type MassUnit = (typeof MASS_UNITS)[number];

/** Lower-case words joined by hyphens ("magnesium", "vitamin-d"), at most 40 characters. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Amounts are positive and below a kilogram a day (in any unit). */
const MAX_AMOUNT = 1_000_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (30 February parses as 2 March, so it must read back as written). */
function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const trimmed = (code: string, max: number) =>
  z.string({ error: code }).check(
    z.overwrite((value) => value.trim()),
    z.minLength(1, code),
    z.maxLength(max, code),
  );
const slug = z.string({ error: E.slug }).check(
  z.overwrite((value) => value.trim().toLowerCase()),
  z.maxLength(40, E.slug),
  z.regex(SLUG, { error: E.slug }),
);
const amount = (code: string) => z.number({ error: code }).check(z.gt(0, code), z.lte(MAX_AMOUNT, code));
const unit = z.enum(MASS_UNITS, { error: E.unit });
const day = z.string({ error: E.checkedAt }).check(
  z.overwrite((value) => value.trim()),
  z.refine(isCalendarDay, { error: E.checkedAt }),
);
const source = publicUrl(E.sourceUrl).check(z.maxLength(500, E.sourceUrl));
const perLocale = <T extends z.ZodMiniType>(schema: T) =>
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, schema])) as Record<Locale, T>);

/** What the admin sends for one nutrient (the slug names it: saving a slug again edits that nutrient). */
export const claimNutrientInput = z
  .object({
    slug,
    /** The nutrient's name in each language; an ingredient named any of them is this nutrient. */
    names: perLocale(trimmed(E.name, 80)),
    /** Its nutrient reference value, only where one was read at sourceUrl on checkedAt. */
    nrv: z.nullable(z.object({ amount: amount(E.nrvAmount), unit })),
    sourceUrl: z.nullable(source),
    checkedAt: z.nullable(day),
  })
  .check(
    // A value is only kept with the copy it was read in and the day.
    z.refine((nutrient) => nutrient.nrv === null || nutrient.sourceUrl !== null, {
      error: E.nrvSource,
      path: ["sourceUrl"],
    }),
    z.refine((nutrient) => nutrient.sourceUrl === null || nutrient.checkedAt !== null, {
      error: E.checkedAt,
      path: ["checkedAt"],
    }),
  );
export type ClaimNutrientInput = z.infer<typeof claimNutrientInput>;
export type ClaimNutrient = ClaimNutrientInput;

const wording = z.discriminatedUnion(
  "status",
  [z.object({ status: z.literal("official"), text: trimmed(E.text, 300) }), z.object({ status: z.literal("pending") })],
  { error: E.status },
);
export type ClaimWording = z.infer<typeof wording>;

/** What the admin sends for one claim (a new one, or the one its route names). */
export const healthClaimInput = z
  .object({
    nutrient: slug,
    wording: perLocale(wording),
    /** The condition of use: the least amount of the nutrient per daily portion. */
    minAmount: amount(E.minAmount),
    minUnit: unit,
    /** The act that authorised it ("Commission Regulation (EU) No 432/2012"). */
    regulation: trimmed(E.regulation, 200),
    /** The official copy the wordings were read in, and the day. */
    sourceUrl: source,
    checkedAt: day,
  })
  .check(
    // The English wording is the one every pending language shows, so it is always the register's own.
    z.refine((claim) => claim.wording.en?.status === "official", { error: E.englishOfficial, path: ["wording", "en"] }),
  );
export type HealthClaimInput = z.infer<typeof healthClaimInput>;
export type HealthClaim = HealthClaimInput & { id: string };

/** The whole register, as pages and the admin read it. */
export type HealthClaimCatalogue = { nutrients: ClaimNutrient[]; claims: HealthClaim[] };
