import { expeditedCheckoutSchema } from "@/lib/payments/payment-schema";
import { requestLocale } from "@/server/http/request-locale";
import { NO_STORE } from "@/server/http/responses";
import { withPublic } from "@/server/http/route";
import { startExpeditedCheckout } from "@/server/payments";

/**
 * POST /api/payments/expedited {submissionId}: opens Stripe Checkout for a one-time expedited review of a submission
 * ({url}). 404 for an unknown submission or when payments are off.
 */
export const POST = withPublic(
  async ({ req, body }) =>
    Response.json(await startExpeditedCheckout(body.submissionId, requestLocale(req)), { headers: NO_STORE }),
  { rateLimit: "checkout", body: expeditedCheckoutSchema, maxBodyBytes: 1_024 },
);
