import { parseAnalyticsPeriod } from "@/lib/analytics/period";
import { withAdmin } from "@/server/http/admin-route";
import { analyticsCsv } from "@/server/analytics/dashboard-export";

/** GET /api/admin/analytics/export?days=7|30|90: the owner dashboard as a CSV download; 401 without an admin session. */
export const GET = withAdmin(async ({ req }) => {
  const { filename, csv } = await analyticsCsv(parseAnalyticsPeriod(req.nextUrl.searchParams.get("days")));
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
});
