import * as z from "zod/mini";
import { auditQuerySchema, listAuditLog } from "@/server/audit/queries";
import { withAdmin } from "@/server/http/admin-route";
import { NO_STORE } from "@/server/http/responses";

/** GET /api/admin/audit-log?entityType=&entityId=&action=&actor=&from=&to=&cursor=: newest first, 50 a page. */
export const GET = withAdmin(async ({ req }) => {
  const query = z.parse(auditQuerySchema, Object.fromEntries(req.nextUrl.searchParams));
  return Response.json(await listAuditLog(query), { headers: NO_STORE });
});
