// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { paymentsEnabled } from "./config";
export { handleStripeWebhook } from "./webhook";
export { startExpeditedCheckout, startSponsorshipCheckout } from "./checkout";
export { openBillingPortal, ownerBilling } from "./billing";
export { checkoutOutcome } from "./complete";
export { adminPayments, markExpeditedReviewed, refundPayment } from "./admin";
export { setSponsoredCap, sponsoredCap } from "./settings";
