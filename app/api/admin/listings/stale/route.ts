import * as z from "zod/mini";
import { listStaleListings, staleQuerySchema } from "@/server/listings/facts/verification";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/admin/listings/stale?kind=&offset=: published listings not verified in the last 12 months, oldest first. */
export const GET = withAdmin(async ({ req }) => {
  const query = z.parse(staleQuerySchema, Object.fromEntries(req.nextUrl.searchParams));
  return Response.json(await listStaleListings(query), { headers: NO_STORE });
});
