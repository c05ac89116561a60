import { reportInputSchema } from "@/lib/reports/report-schema";
import { withVisitor } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { submitReport } from "@/server/reports/submit";

/**
 * POST /api/listings/{id}/reports {reason, field?, duplicateOf?, message?, email?, captchaToken?, captchaAnswer?}:
 * anyone reports a problem with a published listing (anonymous visitors answer the captcha); 201 with the report's
 * id. 3 reports an hour per member (or address) and per address.
 */
export const POST = withVisitor(
  async ({ params, body, user }) =>
    Response.json(await submitReport(params.id ?? "", body, { userId: user?.id ?? null }), {
      status: 201,
      headers: NO_STORE,
    }),
  { rateLimit: "reports", addressRateLimit: "reportsPerAddress", body: reportInputSchema, maxBodyBytes: 8_192 },
);
