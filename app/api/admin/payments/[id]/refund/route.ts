import { refundSchema } from "@/lib/payments/payment-schema";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";
import { refundPayment } from "@/server/payments";

/** POST /api/admin/payments/{id}/refund {amountMinor?}: refunds through Stripe (all that is left, or part), audited. */
export const POST = withAdmin(
  async ({ params, body, ip }) =>
    Response.json(await refundPayment(params.id ?? "", body.amountMinor, ip), { headers: NO_STORE }),
  { body: refundSchema, maxBodyBytes: 1_024, bodyTypes: ["json", "form"] },
);
