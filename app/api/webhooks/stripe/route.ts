import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { NO_STORE } from "@/server/http/responses";
import { handleStripeWebhook } from "@/server/payments";

/** Stripe's events are small; anything larger is not one. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * POST /api/webhooks/stripe: Stripe's events (Stripe-Signature checked over the raw body; 400 when it does not
 * verify). Each event id is applied once; a replay answers 200 and changes nothing. 404 when payments are off.
 */
export const POST = withPublic(async ({ req }) => {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_EVENT_BYTES) throw new AppError("payload_too_large", "Payload too large");
  const raw = await req.text();
  if (Buffer.byteLength(raw) > MAX_EVENT_BYTES) throw new AppError("payload_too_large", "Payload too large");
  return Response.json(await handleStripeWebhook(raw, req.headers.get("stripe-signature")), { headers: NO_STORE });
});
