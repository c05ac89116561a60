// The fields a test panel carries beyond its name, price and markers: its currency, what it includes and where the
// facts come from. fact-schemas.ts spreads them into the panel's schema.
import * as z from "zod/mini";
import { checkedDate, publicUrl } from "./accreditation";
import { SAMPLE_METHODS } from "./fact-options";
import { PANEL_ERRORS as E } from "./panel-errors";

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

const isIsoCurrency = (value: string) => /^[A-Z]{3}$/.test(value) && CURRENCIES.has(value);

export const PANEL_EXTRA_FIELDS = {
  currency: z.optional(z.string({ error: E.currency }).check(z.refine(isIsoCurrency, { error: E.currency }))),
  sampleMethod: z.optional(
    z.enum(SAMPLE_METHODS.map((method) => method.value) as [string, ...string[]], { error: E.sampleMethod }),
  ),
  doctorReview: z.optional(z.boolean({ error: E.yesNo })),
  turnaroundDays: z.optional(z.int({ error: E.turnaround }).check(z.gte(0, E.turnaround), z.lte(365, E.turnaround))),
  sourceUrl: z.optional(publicUrl(E.sourceUrl)),
  checkedAt: z.optional(checkedDate),
};
