import { listHealthClaims } from "@/server/health-claims";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/admin/health-claims: the whole register, nutrients and claims, read afresh. */
export const GET = withAdmin(async () => Response.json(await listHealthClaims(), { headers: NO_STORE }));
