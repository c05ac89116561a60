// The payment routes' errors, by their keys in the `payments` catalogue (`errors`).
export const PAYMENT_ERRORS = {
  sponsoredCapReached: "payments.errors.sponsoredCapReached",
  alreadySponsored: "payments.errors.alreadySponsored",
  notPublished: "payments.errors.notPublished",
  noBilling: "payments.errors.noBilling",
  notRefundable: "payments.errors.notRefundable",
  refundTooLarge: "payments.errors.refundTooLarge",
  alreadyExpedited: "payments.errors.alreadyExpedited",
  alreadyReviewed: "payments.errors.alreadyReviewed",
  amountInvalid: "payments.errors.amountInvalid",
  capInvalid: "payments.errors.capInvalid",
  signature: "payments.errors.signature",
  submissionRequired: "payments.errors.submissionRequired",
} as const;
