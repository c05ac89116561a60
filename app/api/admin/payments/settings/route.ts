import { paymentSettingsSchema } from "@/lib/payments/payment-schema";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";
import { setSponsoredCap } from "@/server/payments";

/** PUT /api/admin/payments/settings {sponsoredCapPerKind}: the most live sponsored places per kind (audited). */
export const PUT = withAdmin(
  async ({ body, ip }) =>
    Response.json({ sponsoredCapPerKind: await setSponsoredCap(body.sponsoredCapPerKind, ip) }, { headers: NO_STORE }),
  { body: paymentSettingsSchema, maxBodyBytes: 1_024 },
);
