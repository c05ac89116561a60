import * as z from "zod/mini";
import { listAdminListings, adminListingQuerySchema } from "@/server/listings/read/admin-queries";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/admin/listings?kind=&status=&search=&cursor=: every listing of any status, newest first, 25 a page. */
export const GET = withAdmin(async ({ req }) => {
  const query = z.parse(adminListingQuerySchema, Object.fromEntries(req.nextUrl.searchParams));
  return Response.json(await listAdminListings(query), { headers: NO_STORE });
});
