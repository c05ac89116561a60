// A wearable's validation, metric by metric (what it was compared against, the study's DOI, how many took part and
// the agreement as the study published it), and what it costs to own for two years. The editor, the import, the API
// and the pages share these.
import * as z from "zod/mini";
import { checkedDate } from "./accreditation";
import { BUYER_FACT_ERRORS as E } from "./buyer-fact-errors";
import { isHttpUrl, MAX_URL_LENGTH } from "./editor-fields";
import { REFERENCE_METHODS, VALIDATION_METRICS } from "./fact-options";

const values = (options: readonly { value: string }[]) =>
  options.map((option) => option.value) as [string, ...string[]];

/** The DOI syntax of the DOI Handbook: 10.<registrant>/<suffix>, no spaces. */
const DOI = /^10\.\d{4,9}\/\S{1,200}$/;
const SANE_LINE = /^[^\p{Cc}<>]{1,200}$/u;

const trimmed = (code: string) =>
  z.string({ error: code }).check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => SANE_LINE.test(value), { error: code }),
  );

const validationStudy = z
  .object({
    metric: z.enum(values(VALIDATION_METRICS), { error: E.metric }),
    referenceMethod: z.enum(values(REFERENCE_METHODS), { error: E.referenceMethod }),
    title: z.optional(trimmed(E.agreement).check(z.maxLength(300, E.agreement))),
    doi: z.optional(
      z.string({ error: E.doi }).check(
        z.overwrite((value) => value.trim().replace(/^https?:\/\/(dx\.)?doi\.org\//i, "")),
        z.regex(DOI, { error: E.doi }),
      ),
    ),
    url: z.optional(
      z.string({ error: E.studySource }).check(
        z.overwrite((value) => value.trim()),
        z.refine((value) => value.length <= MAX_URL_LENGTH && isHttpUrl(value), { error: E.studySource }),
      ),
    ),
    sampleSize: z.optional(
      z.int({ error: E.sampleSize }).check(z.gte(1, E.sampleSize), z.lte(1_000_000, E.sampleSize)),
    ),
    /** As the study published it ("r = 0.98", "Cohen's κ 0.61", "MAPE 2.5 %"): never recomputed. */
    agreement: z.optional(trimmed(E.agreement)),
    year: z.optional(z.int({ error: E.year }).check(z.gte(1950, E.year), z.lte(2100, E.year))),
    checkedAt: z.optional(checkedDate),
  })
  .check(z.refine((study) => Boolean(study.doi || study.url), { error: E.studySource, path: ["doi"] }));

export type ValidationStudy = z.infer<typeof validationStudy>;

export const validationStudies = z.array(validationStudy).check(z.maxLength(30));

/** Where the study is read: the DOI resolver, or the address given when it has no DOI. */
export function studyUrl(study: Pick<ValidationStudy, "doi" | "url">): string {
  return study.doi ? `https://doi.org/${encodeURI(study.doi)}` : (study.url ?? "");
}

/** Months a cost of ownership counts. */
const OWNERSHIP_MONTHS = 24;

/**
 * What the device costs over two years: its price plus 24 months of the subscription, to the cent, in the listing's
 * currency (`currency`, as the page shows it). Without a subscription (stated as none) it is the device's price. null
 * when the price or the subscription's is unknown, or the subscription is priced in another currency: amounts are
 * never converted.
 */
export function twoYearCost(facts: {
  priceFrom?: number | null;
  currency: string;
  subscriptionAvailable?: boolean | null;
  subscriptionPrice?: number | null;
  subscriptionCurrency?: string | null;
}): number | null {
  const { priceFrom, currency, subscriptionAvailable, subscriptionPrice, subscriptionCurrency } = facts;
  if (priceFrom == null) return null;
  if (subscriptionPrice == null) return subscriptionAvailable === false ? priceFrom : null;
  if (subscriptionCurrency && subscriptionCurrency !== currency) return null;
  return Math.round((priceFrom + subscriptionPrice * OWNERSHIP_MONTHS) * 100) / 100;
}
