import { fieldError } from "@/lib/http/app-error";
import { runActionSchema, VERIFIER_ERRORS } from "@/lib/verifier/schema";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";
import { pauseRun, queueListingNow, resumeRun, startRun, verifierProgress } from "@/server/verifier";

/** GET /api/admin/verification: the current run's progress (done of due, rate, errors by cause, time left). */
export const GET = withAdmin(async () => Response.json(await verifierProgress(), { headers: NO_STORE }));

/** POST /api/admin/verification {action: start|pause|resume|check, listingId?}: steers the run. */
export const POST = withAdmin(
  async ({ body }) => {
    if (body.action === "start") await startRun();
    if (body.action === "pause") await pauseRun();
    if (body.action === "resume") await resumeRun();
    if (body.action === "check" && !(await queueListingNow(body.listingId ?? "")))
      throw fieldError("bad_request", "listingId", { code: VERIFIER_ERRORS.listing, params: {} });
    return Response.json(await verifierProgress(), { headers: NO_STORE });
  },
  { body: runActionSchema, maxBodyBytes: 1_024 },
);
