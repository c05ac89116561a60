// A clinic's or practitioner's services with their price ranges (each read from a page, on a day) and the public
// register entry of the licence of its medical director (or the practitioner's own). The editor, the import, the API
// and the pages share these.
import * as z from "zod/mini";
import { checkedDate, publicUrl } from "./accreditation";
import { BUYER_FACT_ERRORS as E } from "./buyer-fact-errors";
import { MAX_MONEY } from "./facts";
import { PANEL_ERRORS } from "./panel-errors";
import { PANEL_EXTRA_FIELDS } from "./panel-schema";

const price = z.number({ error: E.servicePrice }).check(
  z.gte(0, E.servicePrice),
  z.lte(MAX_MONEY, E.servicePrice),
  z.refine((value) => Math.round(value * 100) / 100 === value, { error: E.servicePrice }),
);

const SANE_NAME = /^[\p{L}\p{N}][^\p{Cc}<>]{0,119}$/u;

const servicePrice = z
  .object({
    name: z.string({ error: E.serviceName }).check(
      z.overwrite((value) => value.trim()),
      z.refine((value) => SANE_NAME.test(value), { error: E.serviceName }),
    ),
    priceMin: price,
    /** Absent when the page gives only a starting price ("from €200"). */
    priceMax: z.optional(price),
    /** ISO 4217; the listing's currency when absent. */
    currency: PANEL_EXTRA_FIELDS.currency,
    sourceUrl: publicUrl(PANEL_ERRORS.sourceUrl),
    checkedAt: checkedDate,
  })
  .check(
    z.refine((service) => service.priceMax === undefined || service.priceMax >= service.priceMin, {
      error: E.priceOrder,
      path: ["priceMax"],
    }),
  );
export type ServicePrice = z.infer<typeof servicePrice>;

export const servicePrices = z.array(servicePrice).check(z.maxLength(30));

/** The licence's public register entry (a national physician register), and the day it was checked. */
export const licenceRegister = z.object({
  registerUrl: publicUrl(PANEL_ERRORS.registerUrl),
  checkedAt: checkedDate,
});
export type LicenceRegister = z.infer<typeof licenceRegister>;
