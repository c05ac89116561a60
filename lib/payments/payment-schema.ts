import { z } from "zod";
import { PAYMENT_ERRORS } from "./payment-errors";

/** The most sponsored places per kind the admin may allow; 0 stops new ones. */
const MAX_SPONSORED_CAP = 50;

/** A refund by the admin: the whole remaining amount, or part of it in minor units. */
export const refundSchema = z.object({
  amountMinor: z
    .number({ error: PAYMENT_ERRORS.amountInvalid })
    .int({ error: PAYMENT_ERRORS.amountInvalid })
    .positive({ error: PAYMENT_ERRORS.amountInvalid })
    .max(100_000_000, { error: PAYMENT_ERRORS.amountInvalid })
    .optional(),
});

/** The admin's payment settings. */
export const paymentSettingsSchema = z.object({
  sponsoredCapPerKind: z
    .number({ error: PAYMENT_ERRORS.capInvalid })
    .int({ error: PAYMENT_ERRORS.capInvalid })
    .min(0, { error: PAYMENT_ERRORS.capInvalid })
    .max(MAX_SPONSORED_CAP, { error: PAYMENT_ERRORS.capInvalid }),
});

/** An expedited review bought from a submission's confirmation: the submission's id as the submit route gave it. */
export const expeditedCheckoutSchema = z.object({
  submissionId: z
    .string({ error: PAYMENT_ERRORS.submissionRequired })
    .min(1, { error: PAYMENT_ERRORS.submissionRequired })
    .max(64, { error: PAYMENT_ERRORS.submissionRequired })
    .regex(/^[a-z0-9]+$/, { error: PAYMENT_ERRORS.submissionRequired }),
});
